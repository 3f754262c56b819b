"""The optional second opinion (certainty/second_opinion.py) against a real scripted Ollama server on 127.0.0.1:
only the claims the checker could not read are asked about, and a verdict is taken only when the words it quotes
are in a fresh evidence record."""

from __future__ import annotations

import json
import socket

import pytest

from reos_desktop.agent.loop import Agent
from reos_desktop.agent.providers import ProviderError, make_provider
from reos_desktop.certainty.second_opinion import second_opinion
from reos_desktop.certainty.wrapper import verify_bundle

from agent.model_server import Reply, complete, settings_for

from ._bundles import bundle, nginx_status, steady, tool

pytestmark = pytest.mark.usefixtures("reos_home")

PROXY = "The web server is configured as a reverse proxy for the shop."
TUNED = "Its worker processes are tuned for the CPU."


def site_file(eid: str = "e5", age_s: int = 30) -> dict:
    return tool(eid, "linux_read_file", {"path": "/etc/nginx/sites-enabled/shop", "total_lines": 4, "lines": [
        "server {", "  location / { proxy_pass http://127.0.0.1:8080; }", "  # db password=hunter2", "}"]},
        age_s)


def shop_bundle(**file_kw) -> dict:
    return bundle(f"nginx is running. {PROXY} {TUNED}", steady(), nginx_status(), site_file(**file_kw))


def opinion(*verdicts: dict) -> Reply:
    return Reply(json.dumps({"verdicts": list(verdicts)}))


def ask(server, data: dict):
    provider = make_provider(settings_for(server))
    return second_opinion(verify_bundle(data), data, provider, timeout=10)


def claim(result, text: str):
    return next(c for c in result.claims if c.text.rstrip(".") == text.rstrip("."))


def test_a_grounded_supported_verdict_verifies_a_claim_the_checker_could_not_read(model_server):
    data = shop_bundle()
    before = verify_bundle(data)
    assert claim(before, PROXY).reason == "no_data"
    server = model_server([opinion({"claim": 1, "verdict": "supported", "evidence": "e5",
                                    "quote": "proxy_pass http://127.0.0.1:8080"})])
    after, summary = ask(server, data)
    proxy = claim(after, PROXY)
    assert proxy.status == "verified" and proxy.evidence == ["e5"]
    assert proxy.reason.startswith("second opinion (ollama qwen2.5:3b): e5 says")
    assert claim(after, TUNED).status == "unsupported"
    # The calibration knows only the checker's statuses: the model's word does not raise confidence.
    assert after.confidence == before.confidence
    assert summary.startswith("second opinion from ollama qwen2.5:3b on 2 claim(s)") and "1 supported" in summary
    assert after.to_json()["second_opinion"] == summary


def test_a_grounded_contradiction_lowers_the_confidence(model_server):
    data = shop_bundle()
    before = verify_bundle(data)
    server = model_server([opinion({"claim": 2, "verdict": "contradicted", "evidence": "e5", "quote": "server {"})])
    after, _ = ask(server, data)
    assert claim(after, TUNED).status == "contradicted"
    assert after.confidence < before.confidence


@pytest.mark.parametrize("verdict", [
    {"claim": 1, "verdict": "supported", "evidence": "e5", "quote": "upstream shop { server 10.0.0.5; }"},  # not there
    {"claim": 1, "verdict": "supported", "evidence": "e9", "quote": "proxy_pass"},                          # no such id
    {"claim": 1, "verdict": "supported", "evidence": "e2", "quote": "proxy_pass"},                          # wrong record
    {"claim": 1, "verdict": "supported", "evidence": "e5", "quote": "}"},                                   # too short
    {"claim": 7, "verdict": "supported", "evidence": "e5", "quote": "proxy_pass"},                          # no claim 7
    {"claim": 1, "verdict": "maybe", "evidence": "e5", "quote": "proxy_pass"},                              # no verdict
])
def test_an_ungrounded_verdict_leaves_the_claim_as_the_checker_had_it(model_server, verdict):
    data = shop_bundle()
    server = model_server([opinion(verdict)])
    after, summary = ask(server, data)
    assert claim(after, PROXY).status == "unsupported" and claim(after, PROXY).reason == "no_data"
    assert "0 supported, 0 contradicted, 2 left unsupported" in summary


def test_a_stale_record_is_neither_shown_nor_taken(model_server):
    data = bundle(f"{PROXY}", steady(), tool("e5", "linux_processes", {"processes": [
        {"pid": 812, "name": "nginx", "user": "www-data", "cmdline": "nginx: worker process proxy_pass"}]}, age_s=900))
    server = model_server([opinion({"claim": 1, "verdict": "supported", "evidence": "e5", "quote": "proxy_pass"})])
    after, _ = ask(server, data)
    assert claim(after, PROXY).status == "unsupported"
    sent = server.requests[0]["messages"][1]["content"]
    assert "[e1]" in sent and "[e5]" not in sent


def test_only_unread_claims_are_sent_and_secrets_never_are(model_server):
    server = model_server([opinion()])
    ask(server, shop_bundle())
    body = json.dumps(server.requests[0])
    sent = server.requests[0]["messages"][1]["content"]
    claims_part = sent.split("Claims:\n", 1)[1]
    assert claims_part.splitlines() == [f"1. {PROXY.rstrip('.')}", f"2. {TUNED.rstrip('.')}"] or \
        claims_part.splitlines() == [f"1. {PROXY}", f"2. {TUNED}"]
    assert "nginx is running" not in claims_part
    assert "hunter2" not in body
    assert server.requests[0]["format"]["required"] == ["verdicts"]


def test_a_reply_that_is_not_the_asked_for_json_is_a_provider_error(model_server):
    server = model_server([Reply("I think claim 1 is probably true.")])
    with pytest.raises(ProviderError, match="not valid JSON"):
        ask(server, shop_bundle())


def test_an_answer_with_nothing_unread_asks_nothing(model_server):
    data = bundle("nginx is running.", steady(), nginx_status())
    server = model_server([])
    after, summary = ask(server, data)
    assert summary is None and server.requests == [] and after.claims[0].status == "verified"


# -- `reos verify` ---------------------------------------------------------------------------------------------

def write_bundle(tmp_path) -> str:
    path = tmp_path / "shop.json"
    path.write_text(json.dumps(shop_bundle()))
    return str(path)


def test_reos_verify_takes_a_second_opinion_when_asked(model_server, run_reos, tmp_path):
    server = model_server([opinion({"claim": 1, "verdict": "supported", "evidence": "e5",
                                    "quote": "proxy_pass http://127.0.0.1:8080"})])
    done = run_reos("verify", write_bundle(tmp_path), "--second-opinion", "--provider", "ollama", "--json",
                    env={"REOS_OLLAMA_URL": server.url, "REOS_MODEL": "qwen2.5:3b"})
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    proxy = next(c for c in out["claims"] if c["text"].startswith("The web server"))
    assert proxy["status"] == "verified" and proxy["reason"].startswith("second opinion (ollama qwen2.5:3b)")
    assert out["second_opinion"].startswith("second opinion from ollama")


def test_reos_verify_asks_no_model_unless_told(model_server, run_reos, tmp_path):
    server = model_server([opinion()])
    done = run_reos("verify", write_bundle(tmp_path), env={"REOS_OLLAMA_URL": server.url})
    assert done.returncode == 0 and server.requests == []
    assert "? The web server is configured as a reverse proxy" in done.stdout


def test_reos_verify_with_a_dead_server_prints_the_checkers_result_and_one_line(run_reos, tmp_path):
    with socket.socket() as sock:   # a port nobody listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    done = run_reos("verify", write_bundle(tmp_path), "--second-opinion", "--timeout", "5",
                    env={"REOS_OLLAMA_URL": f"http://127.0.0.1:{port}"})
    assert done.returncode == 3
    assert "✓ nginx is running" in done.stdout
    assert done.stderr.strip().startswith("reos: no second opinion: the ollama server") and \
        len(done.stderr.strip().splitlines()) == 1


def test_reos_verify_second_opinion_needs_a_model(run_reos, tmp_path):
    done = run_reos("verify", write_bundle(tmp_path), "--second-opinion", env={"REOS_PROVIDER": "offline"})
    assert done.returncode == 2 and "needs a model" in done.stderr and "Traceback" not in done.stderr


# -- the agent ---------------------------------------------------------------------------------------------------

def test_the_agent_asks_for_a_second_opinion_when_the_setting_is_on(model_server):
    host = socket.gethostname()
    answer = f"This machine is called {host}. {PROXY}"
    server = model_server([complete(answer, ["s0"]),
                           opinion({"claim": 1, "verdict": "supported", "evidence": "s0", "quote": f"hostname: {host}"})])
    result = list(Agent(settings_for(server, second_opinion=True)).ask("What is this machine?"))[-1].result
    proxy = claim(result.verification, PROXY)
    assert proxy.status == "verified" and proxy.reason.startswith("second opinion (ollama qwen2.5:3b): s0 says")
    assert result.metadata["second_opinion"].startswith("second opinion from ollama")
    assert len(server.requests) == 2


def test_the_agent_keeps_the_checkers_result_when_the_second_opinion_fails(model_server):
    server = model_server([complete(PROXY, []), Reply("not json")])
    result = list(Agent(settings_for(server, second_opinion=True)).ask("What does nginx do?"))[-1].result
    assert claim(result.verification, PROXY).status == "unsupported"
    assert result.metadata["second_opinion"] == "no second opinion: the model's second opinion was not valid JSON"


def test_the_agent_asks_no_second_opinion_by_default(model_server):
    server = model_server([complete(PROXY, [])])
    result = list(Agent(settings_for(server)).ask("What does nginx do?"))[-1].result
    assert len(server.requests) == 1 and "second_opinion" not in result.metadata
