from game.core.wording import addressed_to, base_form, listed, plural, third_person, told_of


def test_counts_agree_with_their_noun():
    assert [plural(n, "card") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]


def test_names_are_listed_with_and_before_the_last():
    assert [listed(names) for names in ([], ["Up"], ["Up", "Down"], ["Up", "Down", "Alarm"])] == \
        ["", "Up", "Up and Down", "Up, Down and Alarm"]


def test_a_line_about_its_reader_is_told_in_the_second_person():
    assert addressed_to("Ann draws 2 cards. Bob's turn ends.", "Ann") == "You draw 2 cards. Bob's turn ends."
    assert addressed_to("Ann's Chief is killed by Bob's Alien.", "Ann") == "Your Chief is killed by Bob's Alien."
    assert addressed_to("Ann pushes their Robot; they have one left.", "Ann") == \
        "You push your Robot; you have one left."
    assert addressed_to("Region A bonus: 5 to Bob, 3 to Ann.", "Ann") == "Region A bonus: 5 to Bob, 3 to you."
    assert addressed_to("Ann and Bob tie; it all goes to Ann's hand.", "Ann") == \
        "You and Bob tie; it all goes to your hand."


def test_only_the_readers_own_name_is_turned_round():
    assert addressed_to("Annie draws a card for their hand.", "Ann") == "Annie draws a card for their hand."
    assert addressed_to("Bob pushes their Robot.", "Ann") == "Bob pushes their Robot."


def test_a_third_person_verb_takes_the_form_that_goes_with_you():
    assert [base_form(v) for v in ("draws", "pushes", "carries", "has", "is", "can", "passes", "Ann", "pass")] == \
        ["draw", "push", "carry", "have", "are", "can", "pass", None, None]


def test_a_clause_about_the_reader_is_turned_round_too_and_the_pronouns_after_it():
    assert addressed_to("Cid and Fay tie on 53 points; Cid wins with more cards in hand (13).", "Cid") == \
        "You and Fay tie on 53 points; you win with more cards in hand (13)."
    assert addressed_to("The decks are empty: Ann gets no more cards.", "Ann") == \
        "The decks are empty: you get no more cards."
    assert addressed_to("Ann wins the bid: the card goes into their hand; now they discard 3 cards.", "Ann") == \
        "You win the bid: the card goes into your hand; now you discard 3 cards."
    assert addressed_to("Ann re-rolls d1: d1 4.", "Ann") == "You re-roll d1: d1 4."


def test_words_in_brackets_are_a_cards_own_and_stay_as_written():
    assert addressed_to("Bob activates the Town Hall (place your dice here; they stay. Even theirs).", "Bob") == \
        "You activate the Town Hall (place your dice here; they stay. Even theirs)."


def test_a_longer_seat_name_or_a_game_word_is_not_taken_for_the_reader():
    names = ("Ann", "Ann-Marie", "Ann Lee", "Bob")
    assert addressed_to("Ann-Marie draws 2 cards. Bob kills Ann Lee's Chief.", "Ann", names) == \
        "Ann-Marie draws 2 cards. Bob kills Ann Lee's Chief."
    assert addressed_to("The Alien on the Lab kills Bob's Chief.", "Alien") == "The Alien on the Lab kills Bob's Chief."
    assert addressed_to("Bob delivers Star Engine: +9 reputation.", "Star") == \
        "Bob delivers Star Engine: +9 reputation."
    assert addressed_to("The Alien kills Bob's Robot; Robot takes a seat.", "Robot") == \
        "The Alien kills Bob's Robot; you take a seat."


def test_a_prompt_spoken_to_a_seat_is_read_about_it_by_everyone_else():
    assert told_of("Bot 3: you may answer the die roll with an instant card, or pass.", "Bot 3") == (
        "Bot 3 may answer the die roll with an instant card, or pass.")
    assert told_of("Bot 3: your hand is full — discard a card before drawing.", "Bot 3") == (
        "Bot 3's hand is full — discard a card before drawing.")
    assert told_of("Ann: you may play a card, or end your turn.", "Ann") == "Ann may play a card, or end their turn."
    assert told_of("Ann: you won the bid; discard 2 cards from your scrap heap.", "Ann") == (
        "Ann won the bid; discard 2 cards from their scrap heap.")
    assert told_of("Ann: roll the die.", "Ann") == "Ann: roll the die."  # an instruction reads to anyone
    assert told_of("Ann: discard (you keep yours) a card.", "Ann") == "Ann: discard (you keep yours) a card."
    assert told_of("Ann is taking their actions.", "Ann") == "Ann is taking their actions."
    assert told_of("Bob: you may pass.", "Ann") == "Bob: you may pass."  # spoken to someone else


def test_third_person_verbs():
    assert [third_person(v) for v in ("may", "are", "have", "draw", "push", "carry", "play", "won", "chose")] == [
        "may", "is", "has", "draws", "pushes", "carries", "plays", "won", "chose"]


def test_the_article_follows_the_first_letter():
    from game.core.wording import article
    assert [f"{article(w)} {w}" for w in ("orange", "green", "Infirmary", "pod")] == [
        "an orange", "a green", "an Infirmary", "a pod"]
