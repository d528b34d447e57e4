"""Names of the event kinds a table reacts to (one kind per kind of event).

Each kind stands for one thing that happens, so a table tests ``event.kind`` alone, never
the presence of a parameter: a seat's production changing (``PRODUCTION_CHANGE``) is not the
production phase of a generation (``PRODUCTION_PHASE``).
"""

PRODUCTION_CHANGE = "production"  # params: player, resource, delta
PRODUCTION_PHASE = "production_phase"  # params: generation (the one ending)
GENERATION_BEGINS = "generation"  # params: generation (the one beginning)
RESOURCE_CHANGE = "resource"  # params: player, resource, delta
TILE_PLACED = "tile"  # params: player, tile, space
AUTO_CHOICE = "auto"  # params: decision, answer (a decision with one legal answer, taken by the engine)
