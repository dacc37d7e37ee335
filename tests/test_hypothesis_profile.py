"""Hypothesis is derandomised in CI (a failure found once is found every run), random locally."""

from __future__ import annotations

from helpers.hypothesis_profiles import hypothesis_profile
from hypothesis import settings


def test_ci_runs_the_same_examples_every_time() -> None:
    assert hypothesis_profile({"CI": "1"}) == "ci"
    assert hypothesis_profile({"CI": "true"}) == "ci"
    assert settings.get_profile("ci").derandomize is True


def test_local_runs_stay_random() -> None:
    assert hypothesis_profile({}) == "dev"
    assert hypothesis_profile({"CI": "0"}) == "dev"
    assert settings.get_profile("dev").derandomize is False


def test_a_named_profile_wins() -> None:
    assert hypothesis_profile({"HYPOTHESIS_PROFILE": "ci"}) == "ci"
