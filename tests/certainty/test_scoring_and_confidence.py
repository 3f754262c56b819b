"""Spec §6 scores and the calibrated confidence."""

import json
import math

from reos_desktop.certainty import confidence as conf
from reos_desktop.certainty.scoring import Tally, calibration, score_answer, summarize
from reos_desktop.certainty.wrapper import verify_bundle

from ._bundles import bundle, nginx_status


def test_flagging_counts_overlapping_claims_and_misses():
    tally = Tally()
    labels = [{"span": [0, 16], "label": "supported"}, {"span": [18, 40], "label": "contradicted"},
              {"span": [42, 60], "label": "unsupported"}]
    claims = [{"span": [0, 16], "status": "verified"}, {"span": [18, 40], "status": "contradicted"}]
    score_answer(tally, "a", "x" * 60, labels, claims, 0.2)
    s = summarize(tally)
    assert s["flagging"]["tp"] == 1 and s["flagging"]["fn"] == 1 and s["flagging"]["tn"] == 1
    assert s["contradiction"]["recall"] == 1.0 and s["contradiction"]["precision"] == 1.0
    assert math.isclose(s["extraction_coverage"], 2 / 3)
    assert s["per_label"]["unsupported"]["missed"] == 1


def test_expected_calibration_error_uses_ten_bins():
    ece, brier = calibration([(0.95, True), (0.95, True), (0.05, False), (0.05, True)])
    assert math.isclose(ece, 0.5 * 0.05 + 0.5 * 0.45)
    assert math.isclose(brier, (0.0025 * 2 + 0.0025 + 0.9025) / 4)


def test_confidence_falls_with_every_doubtful_claim():
    base = conf.confidence(["verified", "verified"])
    assert base > conf.confidence(["verified", "unsupported"]) > conf.confidence(["verified", "contradicted"])
    assert conf.confidence([]) == conf.load_calibration()["p_empty"]


def test_fit_learns_from_answer_level_outcomes():
    answers = [(["verified"] * 3, True)] * 30 + [(["verified", "unsupported"], False)] * 20 + \
        [(["verified", "unsupported"], True)] * 5 + [(["contradicted"], False)] * 10
    params = conf.fit(answers)
    assert params["p"]["verified"] > 0.9 and params["p"]["unsupported"] < 0.5
    assert params["p"]["contradicted"] < params["p"]["unsupported"]


def test_calibration_file_was_fitted_on_the_training_split():
    data = json.loads(conf.CALIBRATION_FILE.read_text(encoding="utf-8"))
    assert data["fitted_on"] == "train.jsonl"
    assert set(data["p"]) == set(conf.DEFAULTS["p"])
    assert all(0 < p < 1 for p in data["p"].values())


def test_verify_result_api():
    result = verify_bundle(bundle("nginx is running. Redis is running.", nginx_status()))
    assert [c.text for c in result.facts] == ["nginx is running"]
    assert [c.text for c in result.uncertainties] == ["Redis is running"]
    out = result.to_json()
    assert set(out) >= {"confidence", "claims"}
    assert out["claims"][0]["span"] == [0, 16]
