import pytest

pytestmark = pytest.mark.law("alpha:1")


@pytest.mark.law("alpha:2.i")
def test_clause():
    pass


class TestBeta:
    @pytest.mark.law("beta:1")
    def test_private(self):
        pass


@pytest.mark.law(*[f"alpha:2.{n}" for n in ("ii",)])
def test_computed():
    pass


def test_unmarked():
    pass
