"""`reos verify` and `reos eval certainty`, run as a user runs them (a real process)."""

import json
from pathlib import Path

from ._bundles import bundle, nginx_status

CORPUS = Path(__file__).resolve().parents[1] / "data" / "certainty"


def write(tmp_path, data) -> str:
    path = tmp_path / "bundle.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return str(path)


def test_verify_json_is_the_spec_shape(run_reos, tmp_path):
    path = write(tmp_path, bundle("Yes, nginx is running; it has been active since 07:47.", nginx_status()))
    proc = run_reos("verify", path, "--json")
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert 0.0 <= out["confidence"] <= 1.0
    assert [(c["text"], c["span"], c["status"], c["evidence"]) for c in out["claims"]] == [
        ("nginx is running", [5, 21], "verified", ["e2"]),
        ("it has been active since 07:47", [23, 53], "verified", ["e2"])]
    assert all(isinstance(c["reason"], str) and c["reason"] for c in out["claims"])


def test_verify_text_marks_each_claim(run_reos, tmp_path):
    path = write(tmp_path, bundle("nginx is running. nginx is stopped. Redis is running.", nginx_status()))
    proc = run_reos("verify", path)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("Confidence ")
    assert "✓ nginx is running" in lines and "✗ nginx is stopped" in lines and "? Redis is running" in lines
    assert any("linux_service_status" in line and "[e2]" in line for line in lines)


def test_verify_bad_input_is_one_line_and_exit_2(run_reos, tmp_path):
    for args in (["verify", str(tmp_path / "missing.json")], ["verify", write(tmp_path, "{not json")],
                 ["verify", write(tmp_path, {"now": 5, "evidence": "x"})]):
        proc = run_reos(*args)
        assert proc.returncode == 2
        assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr
        assert proc.stderr.startswith("reos: ")


def test_eval_certainty_prints_the_scores(run_reos):
    proc = run_reos("eval", "certainty", str(CORPUS / "dev.jsonl"), "--json")
    assert proc.returncode == 0, proc.stderr
    scores = json.loads(proc.stdout)
    for key in ("flagging", "contradiction", "extraction_coverage", "calibration", "targets_met"):
        assert key in scores
    assert set(scores["flagging"]) >= {"precision", "recall", "f1", "balanced_accuracy"}
    text = run_reos("eval", "certainty", str(CORPUS / "dev.jsonl"))
    assert "balanced accuracy" in text.stdout and "ECE" in text.stdout


def test_eval_certainty_rejects_a_corpus_without_labels(run_reos, tmp_path):
    path = tmp_path / "c.jsonl"
    path.write_text(json.dumps(bundle("x", nginx_status())) + "\n", encoding="utf-8")
    proc = run_reos("eval", "certainty", str(path))
    assert proc.returncode == 2 and "labels" in proc.stderr and "Traceback" not in proc.stderr
