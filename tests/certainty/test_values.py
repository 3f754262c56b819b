"""Values stated in claims: units, precision, comparison words."""

from datetime import datetime, timezone

from reos_desktop.certainty.values import parse_values

NOW = datetime(2026, 11, 22, 10, 2, tzinfo=timezone.utc)


def kinds(text: str) -> list[tuple]:
    return [(v.kind, v.value) for v in parse_values(text, NOW)]


def test_sizes_read_both_decimal_and_binary():
    value = parse_values("about 4 GB free")[0]
    assert (value.kind, value.value, value.approx) == ("bytes", 4.0, "about")
    assert set(value.scales) == {1e9, 2**30}
    assert parse_values("3.2 GiB")[0].scales == (2**30,)
    assert parse_values("930G")[0].scales[0] == 2**30


def test_precision_follows_the_digits():
    assert parse_values("4.25 GB")[0].step == 0.01
    assert parse_values("45%")[0].step == 1.0


def test_durations_join_and_ago_is_kept_apart():
    assert kinds("up for 2 hours 15 minutes") == [("duration", 8100.0)]
    assert kinds("2h15m") == [("duration", 8100.0)]
    assert kinds("restarted 5 minutes ago") == [("ago", 300.0)]


def test_times_dates_versions_and_addresses():
    assert kinds("since 07:47") == [("time", (7, 47, 0, None))]
    assert kinds("at 9:12 PM") == [("time", (21, 12, 0, None))]
    assert kinds("nginx 1.24.0-2ubuntu7") == [("version", "1.24.0-2ubuntu7")]
    assert kinds("load 0.52") == [("decimal", 0.52)]
    assert kinds("192.168.1.100:8080") == [("address", "192.168.1.100"), ("port", 8080)]
    assert kinds("0.0.0.0:8080->80/tcp")[1:] == [("port", 8080), ("port", 80)]


def test_counts_pids_and_rates():
    assert kinds("312 processes") == [("count", 312)]
    assert kinds("3 running containers")[0] == ("count", 3)
    assert parse_values("3 running containers")[0].extra["filters"] == ["running"]
    assert kinds("PID 1234") == [("pid", 1234)]
    rate = parse_values("100 Mbps")[0]
    assert rate.kind == "rate" and rate.value * rate.scales[0] == 12_500_000


def test_model_numbers_are_not_sizes():
    assert not [v for v in parse_values("Core i7-13700K") if v.kind == "bytes"]
    assert not [v for v in parse_values("java -Xmx4g") if v.kind == "bytes"]
