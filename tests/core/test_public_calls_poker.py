"""The bad-input campaign for the poker packages: every public call refuses bad input with the library's
error and changes nothing (the campaign and its rule: ``tests/core/test_public_calls.py``; its cases:
``tests/core/public_calls_cases.py``)."""

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))
import public_calls_cases as C  # noqa: E402


@pytest.mark.parametrize("target, param", C.bad_cases("poker"))
def test_bad_value(target, param):
    C.check_bad_value(target, param)


@pytest.mark.slow
@pytest.mark.parametrize("target, param", C.thorough_cases("poker"))
def test_bad_value_thoroughly(target, param):
    C.check_thoroughly(target, param)
