from game.core.wording import addressed_to, base_form, listed, plural


def test_counts_agree_with_their_noun():
    assert [plural(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_names_are_listed_with_and_before_the_last():
    assert [listed(names) for names in ([], ["Up"], ["Up", "Down"], ["Up", "Down", "Alarm"])] == \
        ["", "Up", "Up and Down", "Up, Down and Alarm"]


def test_a_line_about_its_reader_is_told_in_the_second_person():
    assert addressed_to("Ann draws 2 cards. Bob's turn ends.", "Ann") == "You draw 2 cards. Bob's turn ends."
    assert addressed_to("Ann's Chief is killed by Bob's Alien.", "Ann") == "Your Chief is killed by Bob's Alien."
    assert addressed_to("Ann pushes their Robot; they have one left.", "Ann") == "You push your Robot; you have one left."
    assert addressed_to("Region A bonus: 5 to Bob, 3 to Ann.", "Ann") == "Region A bonus: 5 to Bob, 3 to you."
    assert addressed_to("Ann and Bob tie; it all goes to Ann's hand.", "Ann") == "You and Bob tie; it all goes to your hand."


def test_only_the_readers_own_name_is_turned_round():
    assert addressed_to("Annie draws a card for their hand.", "Ann") == "Annie draws a card for their hand."
    assert addressed_to("Bob pushes their Robot.", "Ann") == "Bob pushes their Robot."


def test_a_third_person_verb_takes_the_form_that_goes_with_you():
    assert [base_form(v) for v in ("draws", "pushes", "carries", "has", "is", "can", "passes", "Ann", "pass")] == \
        ["draw", "push", "carry", "have", "are", "can", "pass", None, None]
