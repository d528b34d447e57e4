"""Computer opponents: a bot chooses a command from what its seat may know (``framework``),
at one of the generic levels (``levels``), for any game with a ``GameKit``; ``arena``
plays bots against each other and prints the figures."""
