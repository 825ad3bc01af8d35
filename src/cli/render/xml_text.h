/*
 * xml_text.h - text written into SVG and HTML pages: whatever the bytes
 * (a --title, a file name), the page stays well-formed XML.
 */
#ifndef CLI_XML_TEXT_H
#define CLI_XML_TEXT_H

#include <stdio.h>

/*
 * Writes `text` as XML character data or an attribute value: & < > " '
 * escaped; control characters that XML 1.0 forbids, U+FFFE, U+FFFF and
 * bytes that are not UTF-8 written as U+FFFD, the replacement character.
 */
void xml_escaped(FILE *out, const char *text);

#endif
