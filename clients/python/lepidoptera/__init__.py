"""Client for the Lepidoptera Biodiversity Data Service: one method per operation of its contract (Client), ApiError."""

from lepidoptera_api import models

from .client import ApiError, Client
from .operations import CONTRACT_VERSION, OPERATIONS, PAGINATED

__all__ = ["ApiError", "CONTRACT_VERSION", "Client", "OPERATIONS", "PAGINATED", "models"]
__version__ = CONTRACT_VERSION
