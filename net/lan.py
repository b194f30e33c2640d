"""The local network: this computer's address to give, and hosted tables told to the network
(mDNS/DNS-SD with ``zeroconf``) so that the people who join there need not type an address.

A hosted table is advertised as a service of type ``SERVICE_TYPE`` whose text record names the
game, the table's title and the protocol version; a browser lists the tables it hears of. Both
work only where multicast reaches (the same local network): elsewhere an address is typed.
"""

from __future__ import annotations

import socket
import threading
from dataclasses import dataclass

from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncZeroconf

from net.protocol import PROTOCOL_VERSION

ANY_ADDRESS = "0.0.0.0"
SERVICE_TYPE = "_tabletop51._tcp.local."
INFO_TIMEOUT_MS = 3000
MAX_TITLE = 40
"""Characters of a table's title in its service name (a DNS label holds at most 63 bytes)."""


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


@dataclass(frozen=True)
class LanTable:
    """A table hosted on the local network, as a joining person picks it."""

    title: str
    game: str
    url: str


def service_info(title: str, game: str, address: str, port: int) -> ServiceInfo:
    """The advertisement of a table listening at ``address``:``port``."""
    label = "".join(ch for ch in title if ch.isprintable() and ch != ".")[:MAX_TITLE].strip() or "Table"
    return ServiceInfo(SERVICE_TYPE, f"{label}.{SERVICE_TYPE}", port=port, parsed_addresses=[address],
                       properties={"game": game, "title": title[:MAX_TITLE], "v": str(PROTOCOL_VERSION)},
                       server=f"{socket.gethostname() or 'host'}.local.")


def lan_table(info: ServiceInfo) -> LanTable | None:
    """The table an advertisement tells of; None when it is not one this version can join."""
    properties = info.decoded_properties
    addresses = info.parsed_addresses()
    if properties.get("v") != str(PROTOCOL_VERSION) or not addresses or not info.port:
        return None
    game, title = properties.get("game"), properties.get("title")
    if not game or not title:
        return None
    return LanTable(title, game, f"ws://{addresses[0]}:{info.port}")


class LanAdvert:
    """A hosted table told to the local network while it is hosted (on the hosting loop)."""

    def __init__(self, info: ServiceInfo):
        self.info = info
        self.zeroconf: AsyncZeroconf | None = None

    async def start(self) -> None:
        self.zeroconf = AsyncZeroconf()
        await self.zeroconf.async_register_service(self.info, allow_name_change=True)

    async def stop(self) -> None:
        if self.zeroconf is not None:
            await self.zeroconf.async_unregister_service(self.info)
            await self.zeroconf.async_close()
            self.zeroconf = None


class LanListing:
    """The tables heard of, kept up to date by zeroconf's callbacks (on zeroconf's threads)."""

    def __init__(self) -> None:
        self._tables: dict[str, LanTable] = {}
        self._lock = threading.Lock()

    def changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        """A table appeared, changed or went away."""
        table = None
        if state_change is not ServiceStateChange.Removed:
            info = zeroconf.get_service_info(service_type, name, timeout=INFO_TIMEOUT_MS)
            table = lan_table(info) if info is not None else None
        with self._lock:
            if table is None:
                self._tables.pop(name, None)
            else:
                self._tables[name] = table

    def tables(self) -> list[LanTable]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda table: table.title)


class LanBrowser(LanListing):
    """The tables hosted on the local network, heard of in the background until ``close``."""

    def __init__(self) -> None:
        super().__init__()
        self.zeroconf = Zeroconf()
        self.browser = ServiceBrowser(self.zeroconf, SERVICE_TYPE, handlers=[self.changed])

    def close(self) -> None:
        self.browser.cancel()
        self.zeroconf.close()
