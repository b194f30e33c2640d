"""This computer's address on the local network, to give to the people who join."""

from __future__ import annotations

import socket

ANY_ADDRESS = "0.0.0.0"


def shown_address(listening: str) -> str:
    """The address others reach a host at: the one it listens on, or (listening on every
    interface) the address of the interface that leads to the local network."""
    if listening != ANY_ADDRESS:
        return listening
    probe = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        probe.connect(("10.255.255.255", 1))  # a UDP "connection" sends nothing: it only picks a route
        return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"
    finally:
        probe.close()
