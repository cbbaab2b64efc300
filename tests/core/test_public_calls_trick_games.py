"""The bad-input campaign for the trick games packages: every public call refuses bad input with the library's
error and changes nothing (the campaign and its rule: ``tests/core/test_public_calls.py``; its cases:
``tests/core/public_calls_cases.py``)."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import public_calls_cases as C  # noqa: E402

test_bad_value, test_bad_value_thoroughly = C.tests_for("trick-games")
