"""A list of listeners, one claim per item: "SMB on 445 and 139, NFS on 2049, rpcbind on 111, mountd on 20049
and SSH on 22".

Each "<program> on <port>" item is true or false on its own; read as one claim, one wrong port makes every
right one look contradicted. A clause is cut before an item that starts with a name followed by "on <port>"
when the part before it also names a port that way. "445 and 139" (ports of one program) stays whole: the
part after "and" must start with a name, not a number.
"""

from __future__ import annotations

import re

from reos_desktop.certainty.clause_cuts import Pieces, cut_pieces

_ON_PORT = r"\s+on\s+(?:port\s+|tcp/|udp/)?\d{1,5}\b"
_CUT_RE = re.compile(r"(?:,\s+(?:and\s+)?|\s+and\s+)(?=(?:the\s+)?[`*]*[a-z][\w.@/-]*[`*]*(?:\s+[`*]*[a-z][\w.@/-]*[`*]*)?"
                     + _ON_PORT + r")", re.I)
_HAS_PORT_RE = re.compile(r"[a-z][\w.@/`*-]*" + _ON_PORT, re.I)


def split_port_items(clean: str, pieces: Pieces) -> Pieces:
    return cut_pieces(clean, pieces, _CUT_RE, lambda left, _m, _end: bool(_HAS_PORT_RE.search(left)))
