"""The numbers and names of Terraforming Mars's rules, in one place.

Resources (their order is the index into a player's ``resources`` and ``production``), tags,
the global parameters' ranges, starting TR, the solo game's length, the price of a card and
the other fixed amounts the rules name. The engine and the table read them from here.
"""

MC, STEEL, TITANIUM, PLANTS, ENERGY, HEAT = range(6)
RESOURCE_NAMES = ("megacredits", "steel", "titanium", "plants", "energy", "heat")
RESOURCE_INDEX = {name: index for index, name in enumerate(RESOURCE_NAMES)}
CARD_RESOURCES = ("animal", "microbe", "science", "fighter")

TAGS = (
    "building",
    "space",
    "science",
    "power",
    "earth",
    "plant",
    "microbe",
    "jovian",
    "city",
    "animal",
    "event",
)
PARAMETERS = ("temperature", "oxygen", "oceans")

TEMP_MIN, TEMP_MAX = -30, 8  # °C, in steps of 2
HEAT_BONUS_TEMPERATURES = (-24, -20)  # °C: reaching one raises heat production 1 step
OCEAN_BONUS_TEMPERATURE = 0  # °C: reaching it places an ocean
TEMPERATURE_BONUS_OXYGEN = 8  # %: reaching it raises the temperature 1 step
OXYGEN_MAX = 14  # %
OCEANS_MAX = 9

TR_START = 20
SOLO_TR_START = 14
SOLO_LAST_GENERATION = 14  # the solo game is lost if Mars is not terraformed by its end

ACTIONS_PER_TURN = 2  # actions before the turn passes on (when others still play)
CARD_PRICE = 3  # M€ to buy a research or starting card
CARD_SALE_PRICE = 1  # M€ a card sold with the Sell Patents project brings
STARTING_CARDS = 10
CORPORATIONS_DEALT = 2
HEAT_PER_STEP = 8  # heat converted into one temperature step

NEUTRAL = -1  # owner id of the solo game's neutral tiles and the neutral target
