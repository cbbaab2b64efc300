"""games.core.odds.decimal_text(whole=True): four significant figures, never fewer whole digits."""

from fractions import Fraction

from games.core.odds import decimal_text


def test_whole_keeps_every_digit_of_the_whole_part():
    assert decimal_text(Fraction(227563, 2), 4) == "113,800"
    assert decimal_text(Fraction(227563, 2), 4, whole=True) == "113,782"  # 113,781.5, half away from zero
    assert decimal_text(Fraction(227561, 2), 4, whole=True) == "113,781"
    assert decimal_text(Fraction(201, 200), 4, whole=True) == "1.005"
    assert decimal_text(Fraction(1, 3), 4, whole=True) == "0.3333"
    assert decimal_text(0, 4, whole=True) == "0"
