"""Tables told to the local network: what an advertisement carries and how a listing reads it.

No test sends anything beyond 127.0.0.1, so zeroconf's multicast itself is not run here: the
advertisement is built and read back, and the listing is driven as zeroconf's callbacks drive it.
"""

from __future__ import annotations

from typing import Any

from zeroconf import ServiceInfo, ServiceStateChange

from net.lan import SERVICE_TYPE, LanListing, LanTable, lan_table, service_info
from net.protocol import PROTOCOL_VERSION


class HeardOf:
    """Stands for zeroconf: the advertisements it has heard, by service name."""

    def __init__(self, *infos):
        self.infos = {info.name: info for info in infos}

    def get_service_info(self, _type, name, timeout):
        return self.infos.get(name)


def test_an_advertisement_names_the_game_the_title_and_where_to_join():
    info = service_info("Ann's Argo", "argo", "192.168.1.5", 8765)
    assert info.type == SERVICE_TYPE and info.name == f"Ann's Argo.{SERVICE_TYPE}"
    assert lan_table(info) == LanTable("Ann's Argo", "argo", "ws://192.168.1.5:8765")


def test_a_title_that_could_not_be_a_service_name_is_cleaned_and_cut():
    info = service_info("Ann.B\n" + "x" * 80, "elevator", "10.0.0.2", 9000)
    assert info.name.startswith("AnnB") and "\n" not in info.name
    assert len(info.name.removesuffix("." + SERVICE_TYPE)) == 40


def advertised(properties: dict[str, str], port: int = 8765) -> ServiceInfo:
    return ServiceInfo(SERVICE_TYPE, f"Ben's table.{SERVICE_TYPE}", port=port, parsed_addresses=["10.0.0.3"],
                       properties=properties)


def test_an_advertisement_of_another_protocol_version_or_with_parts_missing_is_not_listed():
    ours = {"game": "area51", "title": "Ben's Area 51", "v": str(PROTOCOL_VERSION)}
    assert lan_table(advertised(ours)) == LanTable("Ben's Area 51", "area51", "ws://10.0.0.3:8765")
    assert lan_table(advertised(ours | {"v": str(PROTOCOL_VERSION + 1)})) is None  # a newer program's table
    assert lan_table(advertised({"title": "Ben's Area 51", "v": str(PROTOCOL_VERSION)})) is None
    assert lan_table(advertised(ours, port=0)) is None


def test_the_listing_adds_tables_as_they_are_heard_of_and_drops_them_when_they_go():
    argo = service_info("Ann's Argo", "argo", "192.168.1.5", 8765)
    elevator = service_info("Cleo's Elevator", "elevator", "192.168.1.7", 8766)
    zeroconf: Any = HeardOf(argo, elevator)
    listing = LanListing()
    listing.changed(zeroconf, SERVICE_TYPE, elevator.name, ServiceStateChange.Added)
    listing.changed(zeroconf, SERVICE_TYPE, argo.name, ServiceStateChange.Added)
    assert [table.title for table in listing.tables()] == ["Ann's Argo", "Cleo's Elevator"]
    listing.changed(zeroconf, SERVICE_TYPE, argo.name, ServiceStateChange.Removed)
    assert listing.tables() == [LanTable("Cleo's Elevator", "elevator", "ws://192.168.1.7:8766")]
    listing.changed(zeroconf, SERVICE_TYPE, "gone." + SERVICE_TYPE, ServiceStateChange.Updated)  # no longer answers
    assert len(listing.tables()) == 1
