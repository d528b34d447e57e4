"""Content of the Dice Game: card and board models validated at load (pydantic), and the data files."""
