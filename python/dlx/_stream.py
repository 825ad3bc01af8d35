"""Handing solutions from a search thread to a generator, a bounded batch at
a time.

The search runs in its own thread (in C, without the GIL) and calls back for
each solution; the callback appends it to the pending batch, which the
consumer takes whole. The producer waits while a full batch is pending, so
memory stays bounded however many solutions there are; the consumer is woken
as soon as anything is pending, so a slow search streams each solution when
it is found. Once the consumer stops, the callback answers "stop" and the
search unwinds in C, restoring the matrix as after any search.
"""
import threading

BATCH = 4096  # solutions pending at most before the search waits


class Handover:
    def __init__(self):
        self._cond = threading.Condition(threading.Lock())
        self._pending = []
        self._waiting = False   # the consumer sleeps until something is pending
        self._stopped = False   # the consumer is gone: the search must stop
        self._done = False      # the search has returned
        self.error = None       # an exception raised in the search thread

    def put(self, solution):
        """From the search thread. Returns True when the search must stop."""
        with self._cond:
            if self._stopped:
                return True
            self._pending.append(solution)
            if self._waiting:
                self._cond.notify_all()
            while len(self._pending) >= BATCH and not self._stopped:
                self._cond.wait()
            return self._stopped

    def finish(self, error=None):
        """From the search thread, once the search has returned."""
        with self._cond:
            self.error = error
            self._done = True
            self._cond.notify_all()

    def take(self):
        """From the consumer: the pending solutions, waiting for some; an empty
        list once the search has returned and everything was taken."""
        with self._cond:
            while not self._pending and not self._done:
                self._waiting = True
                self._cond.wait()
            self._waiting = False
            batch, self._pending = self._pending, []
            self._cond.notify_all()
            return batch

    def drain(self):
        """From the consumer: every solution handed over, batch after batch,
        until the search has returned; then its error, if it raised one."""
        while True:
            batch = self.take()
            if not batch:
                break
            yield from batch
        if self.error is not None:
            raise self.error

    def stop(self):
        """From the consumer: no more solutions are wanted."""
        with self._cond:
            self._stopped = True
            self._pending = []
            self._cond.notify_all()
