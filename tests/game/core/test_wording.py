from game.core.wording import listed, plural


def test_counts_agree_with_their_noun():
    assert [plural(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_names_are_listed_with_and_before_the_last():
    assert [listed(names) for names in ([], ["Up"], ["Up", "Down"], ["Up", "Down", "Alarm"])] == \
        ["", "Up", "Up and Down", "Up, Down and Alarm"]
