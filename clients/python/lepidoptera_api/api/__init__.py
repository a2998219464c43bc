# flake8: noqa

# import apis into api package
from lepidoptera_api.api.blast_api import BLASTApi
from lepidoptera_api.api.barcodes_api import BarcodesApi
from lepidoptera_api.api.distributions_api import DistributionsApi
from lepidoptera_api.api.downloads_api import DownloadsApi
from lepidoptera_api.api.exports_api import ExportsApi
from lepidoptera_api.api.general_api import GeneralApi
from lepidoptera_api.api.genomes_api import GenomesApi
from lepidoptera_api.api.hostplants_api import HostplantsApi
from lepidoptera_api.api.identification_api import IdentificationApi
from lepidoptera_api.api.literature_api import LiteratureApi
from lepidoptera_api.api.niche_barcoding_api import NicheBarcodingApi
from lepidoptera_api.api.omics_api import OmicsApi
from lepidoptera_api.api.proteins_api import ProteinsApi
from lepidoptera_api.api.search_api import SearchApi
from lepidoptera_api.api.taxonomy_api import TaxonomyApi
from lepidoptera_api.api.tools_api import ToolsApi

