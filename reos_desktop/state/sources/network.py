"""Network configuration: interfaces and addresses, DNS servers, default gateway."""

from __future__ import annotations

import ipaddress
import socket

NAME = "network"
FIELDS = {"network_interfaces": [], "dns_servers": [], "dns_search": [], "default_gateway": None}
MAX_AGE_S = 3600

_LIVE_ONLY = "interfaces and routes are only readable on the running system, not from a root filesystem"


def signature(root):
    return None  # addresses come from the kernel: re-read them and compare


def collect(root) -> dict:
    unavailable: dict[str, str] = {}
    fields = dict(FIELDS)
    servers, search, dns_reason = _dns(root)
    fields["dns_servers"], fields["dns_search"] = servers, search
    if dns_reason:
        unavailable["dns_servers"] = dns_reason
    if root.live:
        fields["network_interfaces"] = _interfaces()
        fields["default_gateway"] = _default_gateway()
    else:
        unavailable["network_interfaces"] = _LIVE_ONLY
        unavailable["default_gateway"] = _LIVE_ONLY
    fields["_unavailable"] = unavailable
    return fields


def _interfaces() -> list[dict]:
    import psutil

    stats = psutil.net_if_stats()
    out = []
    for name, addrs in sorted(psutil.net_if_addrs().items()):
        mac, addresses = None, []
        for addr in addrs:
            if addr.family == psutil.AF_LINK:
                mac = addr.address or None
            elif addr.family in (socket.AF_INET, socket.AF_INET6):
                address = addr.address.split("%", 1)[0]
                prefix = _prefix_length(addr.netmask)
                addresses.append(f"{address}/{prefix}" if prefix is not None else address)
        stat = stats.get(name)
        out.append({"name": name, "mac": mac, "addresses": addresses,
                    "is_up": bool(stat.isup) if stat else None, "mtu": stat.mtu if stat else None})
    return out


def _prefix_length(netmask: str | None) -> int | None:
    """Bits set in a netmask, for IPv4 ("255.255.255.0") and IPv6 ("ffff:ffff::") alike."""
    if not netmask:
        return None
    try:
        return bin(int(ipaddress.ip_address(netmask))).count("1")
    except ValueError:
        return None


def _dns(root) -> tuple[list[str], list[str], str | None]:
    def parse(path: str) -> tuple[list[str], list[str]] | None:
        try:
            lines = root.read_lines(path)
        except OSError:
            return None
        servers, search = [], []
        for line in lines:
            fields = line.split("#", 1)[0].split()
            if len(fields) >= 2 and fields[0] == "nameserver":
                servers.append(fields[1])
            elif fields and fields[0] in ("search", "domain"):
                search.extend(f for f in fields[1:] if f not in search)
        return servers, search

    parsed = parse("/etc/resolv.conf")
    if parsed is None:
        return [], [], "no /etc/resolv.conf"
    servers, search = parsed
    # With systemd-resolved the file names only its stub; the real upstream servers are listed here.
    if servers and all(s.startswith("127.0.0.53") for s in servers):
        upstream = parse("/run/systemd/resolve/resolv.conf")
        if upstream and upstream[0]:
            return upstream[0], upstream[1] or search, None
    return servers, search, None


def _default_gateway() -> str | None:
    try:
        with open("/proc/net/route", encoding="ascii") as handle:
            next(handle, None)
            for line in handle:
                fields = line.split()
                if len(fields) >= 4 and fields[1] == "00000000" and int(fields[3], 16) & 0x2:
                    return socket.inet_ntoa(int(fields[2], 16).to_bytes(4, "little"))
    except OSError:
        pass
    try:
        with open("/proc/net/ipv6_route", encoding="ascii") as handle:
            for line in handle:
                fields = line.split()
                if len(fields) >= 10 and fields[0] == "0" * 32 and fields[1] == "00" and fields[4] != "0" * 32:
                    return str(ipaddress.IPv6Address(bytes.fromhex(fields[4])))
    except OSError:
        pass
    return None
