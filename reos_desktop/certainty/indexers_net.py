"""Indexing of `linux_network_traffic` (evidence-bundle §4): receive and send rates per interface.

Split from indexers.py; interfaces are also found by their kind ("the Wi-Fi") through names.iface_aliases.
"""

from __future__ import annotations

from reos_desktop.certainty.facts import Entity, FactIndex, Item
from reos_desktop.certainty.indexers import _interval, _list, shaped
from reos_desktop.certainty.names import iface_aliases


def index_network_traffic(ix: FactIndex, item: Item, data: dict) -> None:
    _interval(ix, item, data)
    for iface in _list(data.get("interfaces")):
        if not isinstance(iface, dict):
            continue
        iface = shaped(iface, name=str, rx_bytes_per_s=int, tx_bytes_per_s=int)
        if not iface.get("name"):
            continue
        ent = ix.add_entity(Entity("iface", str(iface["name"]), item.id, {"name": iface["name"], "traffic": True,
                                                                          "rx": iface.get("rx_bytes_per_s"),
                                                                          "tx": iface.get("tx_bytes_per_s")}),
                            *iface_aliases(iface["name"]))
        ix.add_q("rate", iface.get("rx_bytes_per_s"), "rx", "rx receive receives received receiving download downloads "
                 "downloading incoming inbound ingress in down", item.id, ent)
        ix.add_q("rate", iface.get("tx_bytes_per_s"), "tx", "tx transmit transmits transmitted send sends sending sent upload "
                 "uploads uploading outgoing outbound egress out up", item.id, ent)
        rx, tx = iface.get("rx_bytes_per_s"), iface.get("tx_bytes_per_s")
        if isinstance(rx, (int, float)) and isinstance(tx, (int, float)):
            ix.add_q("rate", rx + tx, "rx+tx", "total combined together both sum traffic", item.id, ent, qual="total")
