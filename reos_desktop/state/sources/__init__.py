"""One module per steady-state source. Each is independent: a failing source marks its own fields
unavailable with the reason and never stops the others.

Every source module defines:
  NAME        the source's name
  FIELDS      field -> the empty value used when the field cannot be read (None, [] or {})
  MAX_AGE_S   the longest a collection stays fresh even when its signature is unchanged
  signature(root)  a cheap, JSON-able fingerprint of what the source reads (stat of its files), or None
                   when the source is cheap enough to re-read every time (then its data is compared)
  collect(root)    a dict of FIELDS; it may add "_unavailable": {field: reason} for fields it could not read
"""

from reos_desktop.state.sources import config, hardware, identity, network, os_release, packages, services, users

SOURCES = (identity, os_release, hardware, network, packages, services, users, config)
