"""A table hosted by the window: the server runs on a thread of its own, beside the window's loop.

``HostingThread`` starts listening at once and says where (``url``) or why it could not
(``error``); the window asks the host to hand a seat to a bot or back through it, and ``stop``
ends the game for everyone. It serves until stopped, so the people can still look at the end.
The window reads what happens at the table the way any other computer does: through a
connection of its own (``net.remote_game``).
"""

from __future__ import annotations

import asyncio
import errno
import threading
from collections.abc import Coroutine
from typing import Any

from net.host import TableHost
from net.lan import shown_address
from net.server import TableServer

START_SECONDS = 10.0


class HostingThread:
    def __init__(self, host: TableHost, address: str, port: int, title: str = ""):
        self.host = host
        self.title = title
        """How the table is named to the local network (listening on every interface only)."""
        self.url = ""
        """``ws://ADDRESS:PORT``, the address the others join at (once listening)."""
        self.local_url = ""
        """The same port on this computer (127.0.0.1), for the window's own connection."""
        self.error = ""
        self._listening = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[None] | None = None
        self._thread = threading.Thread(target=asyncio.run, args=(self._serve(address, port),),
                                        name="hosting", daemon=True)
        self._thread.start()

    def wait_listening(self) -> bool:
        """Wait until the table listens (True) or could not (False: ``error`` says why)."""
        self._listening.wait(START_SECONDS)
        if not self.url and not self.error:
            self.error = "The table did not start listening in time."
        return not self.error

    async def _serve(self, address: str, port: int) -> None:
        self._loop = asyncio.get_running_loop()
        self._task = asyncio.current_task()  # the coroutine asyncio.run wraps
        server = TableServer([self.host], self.host.note)
        try:
            try:
                await server.serve(address, port, self._on_listening, until_over=False, lan_title=self.title)
            except OSError as error:
                if error.errno != errno.EADDRINUSE or port == 0 or self.url:
                    raise
                self.host.note(f"port {port} is taken: listening on another")
                await server.serve(address, 0, self._on_listening, until_over=False, lan_title=self.title)
        except OSError as error:
            self.error = f"The table cannot listen on {address}: {error.strerror or error}."
        except asyncio.CancelledError:
            pass
        finally:
            self._listening.set()

    def _on_listening(self, address: str, port: int) -> None:
        self.url = f"ws://{shown_address(address)}:{port}"
        self.local_url = f"ws://127.0.0.1:{port}"
        self._listening.set()

    def hand_to_bot(self, seat: int, level: str) -> None:
        self._call(self.host.hand_to_bot(seat, level))

    def hand_back(self, seat: int) -> None:
        self._call(self.host.hand_back(seat))

    def _call(self, work: Coroutine[Any, Any, None]) -> None:
        """Run ``work`` on the hosting thread (dropped when the table has stopped)."""
        loop = self._loop
        if loop is None or loop.is_closed() or not self._thread.is_alive():
            work.close()
            return
        try:
            asyncio.run_coroutine_threadsafe(work, loop)
        except RuntimeError:
            work.close()  # the loop closed meanwhile

    def stop(self) -> None:
        """Stop listening and close every connection (the game ends for everyone)."""
        loop, task = self._loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(task.cancel)
            except RuntimeError:
                pass  # it stopped by itself: the game was over
        self._thread.join(START_SECONDS)

    @property
    def running(self) -> bool:
        return self._thread.is_alive()
