/*
 * xml_text.c - escaping text for XML. A UTF-8 sequence is checked whole
 * (shortest form, no surrogates, at most U+10FFFF), so a title cut in the
 * middle of a character, or a Latin-1 file name, still gives a document
 * that every XML parser reads.
 */
#include "xml_text.h"

#include <stdbool.h>

/* Whether byte b continues a UTF-8 sequence, within [low, high] for the first one. */
static bool follows(unsigned char b, unsigned char low, unsigned char high)
{
	return b >= low && b <= high;
}

/* The length of the valid UTF-8 character at s (1 to 4), or 0. */
static int utf8_length(const unsigned char *s)
{
	unsigned char c = s[0];
	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		return follows(s[1], 0x80, 0xbf) ? 2 : 0;
	if (c >= 0xe0 && c <= 0xef) {
		/* E0: no overlong forms; ED: no surrogates */
		unsigned char low = c == 0xe0 ? 0xa0 : 0x80, high = c == 0xed ? 0x9f : 0xbf;
		return follows(s[1], low, high) && follows(s[2], 0x80, 0xbf) ? 3 : 0;
	}
	if (c >= 0xf0 && c <= 0xf4) {
		/* F0: no overlong forms; F4: nothing past U+10FFFF */
		unsigned char low = c == 0xf0 ? 0x90 : 0x80, high = c == 0xf4 ? 0x8f : 0xbf;
		return follows(s[1], low, high) && follows(s[2], 0x80, 0xbf) &&
		               follows(s[3], 0x80, 0xbf)
		           ? 4
		           : 0;
	}
	return 0;
}

/* Whether XML 1.0 allows the character of `length` bytes at s. */
static bool xml_allows(const unsigned char *s, int length)
{
	if (length == 1)
		return s[0] >= 0x20 || s[0] == '\t' || s[0] == '\n' || s[0] == '\r';
	/* U+FFFE and U+FFFF: EF BF BE, EF BF BF */
	return !(length == 3 && s[0] == 0xef && s[1] == 0xbf && s[2] >= 0xbe);
}

void xml_escaped(FILE *out, const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	while (*s) {
		int length = utf8_length(s);
		if (length == 0 || !xml_allows(s, length)) {
			fputs("\xef\xbf\xbd", out); /* U+FFFD for one bad byte */
			s++;
			continue;
		}
		switch (*s) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '"': fputs("&quot;", out); break;
		case '\'': fputs("&apos;", out); break;
		default: fwrite(s, 1, (size_t)length, out);
		}
		s += length;
	}
}
