#' Create a new GenomeDetail
#'
#' @description
#' GenomeDetail Class
#'
#' @docType class
#' @title GenomeDetail
#' @description GenomeDetail Class
#' @format An \code{R6Class} generator object
#' @field id  character
#' @field family  character
#' @field subfamily  character
#' @field insectSpecies  character
#' @field genus  character
#' @field commonName  character
#' @field n50 Scaffold N50 as display text with unit. character
#' @field busco BUSCO completeness as display text with percent; null when no BUSCO run is known. character
#' @field source  character
#' @field sourceUrl  character
#' @field assembly  \link{GenomeAssembly}
#' @field quality  \link{GenomeQuality}
#' @field buscoPainting  \link{GenomeBuscoPainting}
#' @field genes Gene features the data has for this assembly (empty when none). list(\link{GenomeGene})
#' @field chromosomes Chromosomes / sequences in `sortOrder` (empty when none are known). list(\link{GenomeChromosome})
#' @field browser  \link{GenomeBrowser}
#' @field downloads  list(\link{GenomeDownload})
#' @field publications  list(\link{GenomePublication})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeDetail <- R6::R6Class(
  "GenomeDetail",
  public = list(
    `id` = NULL,
    `family` = NULL,
    `subfamily` = NULL,
    `insectSpecies` = NULL,
    `genus` = NULL,
    `commonName` = NULL,
    `n50` = NULL,
    `busco` = NULL,
    `source` = NULL,
    `sourceUrl` = NULL,
    `assembly` = NULL,
    `quality` = NULL,
    `buscoPainting` = NULL,
    `genes` = NULL,
    `chromosomes` = NULL,
    `browser` = NULL,
    `downloads` = NULL,
    `publications` = NULL,

    #' @description
    #' Initialize a new GenomeDetail class.
    #'
    #' @param id id
    #' @param family family
    #' @param subfamily subfamily
    #' @param insectSpecies insectSpecies
    #' @param genus genus
    #' @param commonName commonName
    #' @param n50 Scaffold N50 as display text with unit.
    #' @param busco BUSCO completeness as display text with percent; null when no BUSCO run is known.
    #' @param source source
    #' @param sourceUrl sourceUrl
    #' @param assembly assembly
    #' @param quality quality
    #' @param buscoPainting buscoPainting
    #' @param genes Gene features the data has for this assembly (empty when none).
    #' @param chromosomes Chromosomes / sequences in `sortOrder` (empty when none are known).
    #' @param browser browser
    #' @param downloads downloads
    #' @param publications publications
    #' @param ... Other optional arguments.
    initialize = function(`id`, `family`, `subfamily`, `insectSpecies`, `genus`, `commonName`, `n50`, `busco`, `source`, `sourceUrl`, `assembly`, `quality`, `buscoPainting`, `genes`, `chromosomes`, `browser`, `downloads`, `publications`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`subfamily`)) {
        if (!(is.character(`subfamily`) && length(`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", `subfamily`))
        }
        self$`subfamily` <- `subfamily`
      }
      if (!missing(`insectSpecies`)) {
        if (!(is.character(`insectSpecies`) && length(`insectSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `insectSpecies`. Must be a string:", `insectSpecies`))
        }
        self$`insectSpecies` <- `insectSpecies`
      }
      if (!missing(`genus`)) {
        if (!(is.character(`genus`) && length(`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", `genus`))
        }
        self$`genus` <- `genus`
      }
      if (!missing(`commonName`)) {
        if (!(is.character(`commonName`) && length(`commonName`) == 1)) {
          stop(paste("Error! Invalid data for `commonName`. Must be a string:", `commonName`))
        }
        self$`commonName` <- `commonName`
      }
      if (!missing(`n50`)) {
        if (!(is.character(`n50`) && length(`n50`) == 1)) {
          stop(paste("Error! Invalid data for `n50`. Must be a string:", `n50`))
        }
        self$`n50` <- `n50`
      }
      if (!missing(`busco`)) {
        if (!(is.character(`busco`) && length(`busco`) == 1)) {
          stop(paste("Error! Invalid data for `busco`. Must be a string:", `busco`))
        }
        self$`busco` <- `busco`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`sourceUrl`)) {
        if (!(is.character(`sourceUrl`) && length(`sourceUrl`) == 1)) {
          stop(paste("Error! Invalid data for `sourceUrl`. Must be a string:", `sourceUrl`))
        }
        self$`sourceUrl` <- `sourceUrl`
      }
      if (!missing(`assembly`)) {
        stopifnot(R6::is.R6(`assembly`))
        self$`assembly` <- `assembly`
      }
      if (!missing(`quality`)) {
        stopifnot(R6::is.R6(`quality`))
        self$`quality` <- `quality`
      }
      if (!missing(`buscoPainting`)) {
        stopifnot(R6::is.R6(`buscoPainting`))
        self$`buscoPainting` <- `buscoPainting`
      }
      if (!missing(`genes`)) {
        stopifnot(is.vector(`genes`), length(`genes`) != 0)
        sapply(`genes`, function(x) stopifnot(R6::is.R6(x)))
        self$`genes` <- `genes`
      }
      if (!missing(`chromosomes`)) {
        stopifnot(is.vector(`chromosomes`), length(`chromosomes`) != 0)
        sapply(`chromosomes`, function(x) stopifnot(R6::is.R6(x)))
        self$`chromosomes` <- `chromosomes`
      }
      if (!missing(`browser`)) {
        stopifnot(R6::is.R6(`browser`))
        self$`browser` <- `browser`
      }
      if (!missing(`downloads`)) {
        stopifnot(is.vector(`downloads`), length(`downloads`) != 0)
        sapply(`downloads`, function(x) stopifnot(R6::is.R6(x)))
        self$`downloads` <- `downloads`
      }
      if (!missing(`publications`)) {
        stopifnot(is.vector(`publications`), length(`publications`) != 0)
        sapply(`publications`, function(x) stopifnot(R6::is.R6(x)))
        self$`publications` <- `publications`
      }
    },

    #' @description
    #' Convert to an R object. This method is deprecated. Use `toSimpleType()` instead.
    toJSON = function() {
      .Deprecated(new = "toSimpleType", msg = "Use the '$toSimpleType()' method instead since that is more clearly named. Use '$toJSONString()' to get a JSON string")
      return(self$toSimpleType())
    },

    #' @description
    #' Convert to a List
    #'
    #' Convert the R6 object to a list to work more easily with other tooling.
    #'
    #' @return GenomeDetail as a base R list.
    #' @examples
    #' # convert array of GenomeDetail (x) to a data frame
    #' \dontrun{
    #' library(purrr)
    #' library(tibble)
    #' df <- x |> map(\(y)y$toList()) |> map(as_tibble) |> list_rbind()
    #' df
    #' }
    toList = function() {
      return(self$toSimpleType())
    },

    #' @description
    #' Convert GenomeDetail to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeDetailObject <- list()
      if (!is.null(self$`id`)) {
        GenomeDetailObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`family`)) {
        GenomeDetailObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`subfamily`)) {
        GenomeDetailObject[["subfamily"]] <-
          self$`subfamily`
      }
      if (!is.null(self$`insectSpecies`)) {
        GenomeDetailObject[["insectSpecies"]] <-
          self$`insectSpecies`
      }
      if (!is.null(self$`genus`)) {
        GenomeDetailObject[["genus"]] <-
          self$`genus`
      }
      if (!is.null(self$`commonName`)) {
        GenomeDetailObject[["commonName"]] <-
          self$`commonName`
      }
      if (!is.null(self$`n50`)) {
        GenomeDetailObject[["n50"]] <-
          self$`n50`
      }
      if (!is.null(self$`busco`)) {
        GenomeDetailObject[["busco"]] <-
          self$`busco`
      }
      if (!is.null(self$`source`)) {
        GenomeDetailObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`sourceUrl`)) {
        GenomeDetailObject[["sourceUrl"]] <-
          self$`sourceUrl`
      }
      if (!is.null(self$`assembly`)) {
        GenomeDetailObject[["assembly"]] <-
          self$extractSimpleType(self$`assembly`)
      }
      if (!is.null(self$`quality`)) {
        GenomeDetailObject[["quality"]] <-
          self$extractSimpleType(self$`quality`)
      }
      if (!is.null(self$`buscoPainting`)) {
        GenomeDetailObject[["buscoPainting"]] <-
          self$extractSimpleType(self$`buscoPainting`)
      }
      if (!is.null(self$`genes`)) {
        GenomeDetailObject[["genes"]] <-
          self$extractSimpleType(self$`genes`)
      }
      if (!is.null(self$`chromosomes`)) {
        GenomeDetailObject[["chromosomes"]] <-
          self$extractSimpleType(self$`chromosomes`)
      }
      if (!is.null(self$`browser`)) {
        GenomeDetailObject[["browser"]] <-
          self$extractSimpleType(self$`browser`)
      }
      if (!is.null(self$`downloads`)) {
        GenomeDetailObject[["downloads"]] <-
          self$extractSimpleType(self$`downloads`)
      }
      if (!is.null(self$`publications`)) {
        GenomeDetailObject[["publications"]] <-
          self$extractSimpleType(self$`publications`)
      }
      return(GenomeDetailObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeDetail
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`subfamily`)) {
        self$`subfamily` <- this_object$`subfamily`
      }
      if (!is.null(this_object$`insectSpecies`)) {
        self$`insectSpecies` <- this_object$`insectSpecies`
      }
      if (!is.null(this_object$`genus`)) {
        self$`genus` <- this_object$`genus`
      }
      if (!is.null(this_object$`commonName`)) {
        self$`commonName` <- this_object$`commonName`
      }
      if (!is.null(this_object$`n50`)) {
        self$`n50` <- this_object$`n50`
      }
      if (!is.null(this_object$`busco`)) {
        self$`busco` <- this_object$`busco`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`sourceUrl`)) {
        self$`sourceUrl` <- this_object$`sourceUrl`
      }
      if (!is.null(this_object$`assembly`)) {
        `assembly_object` <- GenomeAssembly$new()
        `assembly_object`$fromJSON(jsonlite::toJSON(this_object$`assembly`, auto_unbox = TRUE, digits = NA))
        self$`assembly` <- `assembly_object`
      }
      if (!is.null(this_object$`quality`)) {
        `quality_object` <- GenomeQuality$new()
        `quality_object`$fromJSON(jsonlite::toJSON(this_object$`quality`, auto_unbox = TRUE, digits = NA))
        self$`quality` <- `quality_object`
      }
      if (!is.null(this_object$`buscoPainting`)) {
        `buscopainting_object` <- GenomeBuscoPainting$new()
        `buscopainting_object`$fromJSON(jsonlite::toJSON(this_object$`buscoPainting`, auto_unbox = TRUE, digits = NA))
        self$`buscoPainting` <- `buscopainting_object`
      }
      if (!is.null(this_object$`genes`)) {
        self$`genes` <- ApiClient$new()$deserializeObj(this_object$`genes`, "array[GenomeGene]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`chromosomes`)) {
        self$`chromosomes` <- ApiClient$new()$deserializeObj(this_object$`chromosomes`, "array[GenomeChromosome]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`browser`)) {
        `browser_object` <- GenomeBrowser$new()
        `browser_object`$fromJSON(jsonlite::toJSON(this_object$`browser`, auto_unbox = TRUE, digits = NA))
        self$`browser` <- `browser_object`
      }
      if (!is.null(this_object$`downloads`)) {
        self$`downloads` <- ApiClient$new()$deserializeObj(this_object$`downloads`, "array[GenomeDownload]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`publications`)) {
        self$`publications` <- ApiClient$new()$deserializeObj(this_object$`publications`, "array[GenomePublication]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeDetail in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeDetail
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`family` <- this_object$`family`
      self$`subfamily` <- this_object$`subfamily`
      self$`insectSpecies` <- this_object$`insectSpecies`
      self$`genus` <- this_object$`genus`
      self$`commonName` <- this_object$`commonName`
      self$`n50` <- this_object$`n50`
      self$`busco` <- this_object$`busco`
      self$`source` <- this_object$`source`
      self$`sourceUrl` <- this_object$`sourceUrl`
      self$`assembly` <- GenomeAssembly$new()$fromJSON(jsonlite::toJSON(this_object$`assembly`, auto_unbox = TRUE, digits = NA))
      self$`quality` <- GenomeQuality$new()$fromJSON(jsonlite::toJSON(this_object$`quality`, auto_unbox = TRUE, digits = NA))
      self$`buscoPainting` <- GenomeBuscoPainting$new()$fromJSON(jsonlite::toJSON(this_object$`buscoPainting`, auto_unbox = TRUE, digits = NA))
      self$`genes` <- ApiClient$new()$deserializeObj(this_object$`genes`, "array[GenomeGene]", loadNamespace("lepidoptera"))
      self$`chromosomes` <- ApiClient$new()$deserializeObj(this_object$`chromosomes`, "array[GenomeChromosome]", loadNamespace("lepidoptera"))
      self$`browser` <- GenomeBrowser$new()$fromJSON(jsonlite::toJSON(this_object$`browser`, auto_unbox = TRUE, digits = NA))
      self$`downloads` <- ApiClient$new()$deserializeObj(this_object$`downloads`, "array[GenomeDownload]", loadNamespace("lepidoptera"))
      self$`publications` <- ApiClient$new()$deserializeObj(this_object$`publications`, "array[GenomePublication]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeDetail and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `id`
      if (!is.null(input_json$`id`)) {
        if (!(is.character(input_json$`id`) && length(input_json$`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", input_json$`id`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `id` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `family` is missing."))
      }
      # check the required field `subfamily`
      if (!is.null(input_json$`subfamily`)) {
        if (!(is.character(input_json$`subfamily`) && length(input_json$`subfamily`) == 1)) {
          stop(paste("Error! Invalid data for `subfamily`. Must be a string:", input_json$`subfamily`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `subfamily` is missing."))
      }
      # check the required field `insectSpecies`
      if (!is.null(input_json$`insectSpecies`)) {
        if (!(is.character(input_json$`insectSpecies`) && length(input_json$`insectSpecies`) == 1)) {
          stop(paste("Error! Invalid data for `insectSpecies`. Must be a string:", input_json$`insectSpecies`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `insectSpecies` is missing."))
      }
      # check the required field `genus`
      if (!is.null(input_json$`genus`)) {
        if (!(is.character(input_json$`genus`) && length(input_json$`genus`) == 1)) {
          stop(paste("Error! Invalid data for `genus`. Must be a string:", input_json$`genus`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `genus` is missing."))
      }
      # check the required field `commonName`
      if (!is.null(input_json$`commonName`)) {
        if (!(is.character(input_json$`commonName`) && length(input_json$`commonName`) == 1)) {
          stop(paste("Error! Invalid data for `commonName`. Must be a string:", input_json$`commonName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `commonName` is missing."))
      }
      # check the required field `n50`
      if (!is.null(input_json$`n50`)) {
        if (!(is.character(input_json$`n50`) && length(input_json$`n50`) == 1)) {
          stop(paste("Error! Invalid data for `n50`. Must be a string:", input_json$`n50`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `n50` is missing."))
      }
      # check the required field `busco`
      if (!is.null(input_json$`busco`)) {
        if (!(is.character(input_json$`busco`) && length(input_json$`busco`) == 1)) {
          stop(paste("Error! Invalid data for `busco`. Must be a string:", input_json$`busco`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `busco` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `source` is missing."))
      }
      # check the required field `sourceUrl`
      if (!is.null(input_json$`sourceUrl`)) {
        if (!(is.character(input_json$`sourceUrl`) && length(input_json$`sourceUrl`) == 1)) {
          stop(paste("Error! Invalid data for `sourceUrl`. Must be a string:", input_json$`sourceUrl`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `sourceUrl` is missing."))
      }
      # check the required field `assembly`
      if (!is.null(input_json$`assembly`)) {
        stopifnot(R6::is.R6(input_json$`assembly`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `assembly` is missing."))
      }
      # check the required field `quality`
      if (!is.null(input_json$`quality`)) {
        stopifnot(R6::is.R6(input_json$`quality`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `quality` is missing."))
      }
      # check the required field `buscoPainting`
      if (!is.null(input_json$`buscoPainting`)) {
        stopifnot(R6::is.R6(input_json$`buscoPainting`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `buscoPainting` is missing."))
      }
      # check the required field `genes`
      if (!is.null(input_json$`genes`)) {
        stopifnot(is.vector(input_json$`genes`), length(input_json$`genes`) != 0)
        tmp <- sapply(input_json$`genes`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `genes` is missing."))
      }
      # check the required field `chromosomes`
      if (!is.null(input_json$`chromosomes`)) {
        stopifnot(is.vector(input_json$`chromosomes`), length(input_json$`chromosomes`) != 0)
        tmp <- sapply(input_json$`chromosomes`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `chromosomes` is missing."))
      }
      # check the required field `browser`
      if (!is.null(input_json$`browser`)) {
        stopifnot(R6::is.R6(input_json$`browser`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `browser` is missing."))
      }
      # check the required field `downloads`
      if (!is.null(input_json$`downloads`)) {
        stopifnot(is.vector(input_json$`downloads`), length(input_json$`downloads`) != 0)
        tmp <- sapply(input_json$`downloads`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `downloads` is missing."))
      }
      # check the required field `publications`
      if (!is.null(input_json$`publications`)) {
        stopifnot(is.vector(input_json$`publications`), length(input_json$`publications`) != 0)
        tmp <- sapply(input_json$`publications`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeDetail: the required field `publications` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeDetail
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        return(FALSE)
      }

      if (!str_detect(self$`id`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        return(FALSE)
      }

      # check if the required `insectSpecies` is null
      if (is.null(self$`insectSpecies`)) {
        return(FALSE)
      }

      # check if the required `genus` is null
      if (is.null(self$`genus`)) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `assembly` is null
      if (is.null(self$`assembly`)) {
        return(FALSE)
      }

      # check if the required `genes` is null
      if (is.null(self$`genes`)) {
        return(FALSE)
      }

      # check if the required `chromosomes` is null
      if (is.null(self$`chromosomes`)) {
        return(FALSE)
      }

      # check if the required `downloads` is null
      if (is.null(self$`downloads`)) {
        return(FALSE)
      }

      # check if the required `publications` is null
      if (is.null(self$`publications`)) {
        return(FALSE)
      }

      TRUE
    },

    #' @description
    #' Return a list of invalid fields (if any).
    #'
    #' @return A list of invalid fields (if any).
    getInvalidFields = function() {
      invalid_fields <- list()
      # check if the required `id` is null
      if (is.null(self$`id`)) {
        invalid_fields["id"] <- "Non-nullable required field `id` cannot be null."
      }

      if (!str_detect(self$`id`, "^[a-z0-9]+(?:-[a-z0-9]+)*$")) {
        invalid_fields["id"] <- "Invalid value for `id`, must conform to the pattern ^[a-z0-9]+(?:-[a-z0-9]+)*$."
      }

      # check if the required `insectSpecies` is null
      if (is.null(self$`insectSpecies`)) {
        invalid_fields["insectSpecies"] <- "Non-nullable required field `insectSpecies` cannot be null."
      }

      # check if the required `genus` is null
      if (is.null(self$`genus`)) {
        invalid_fields["genus"] <- "Non-nullable required field `genus` cannot be null."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `assembly` is null
      if (is.null(self$`assembly`)) {
        invalid_fields["assembly"] <- "Non-nullable required field `assembly` cannot be null."
      }

      # check if the required `genes` is null
      if (is.null(self$`genes`)) {
        invalid_fields["genes"] <- "Non-nullable required field `genes` cannot be null."
      }

      # check if the required `chromosomes` is null
      if (is.null(self$`chromosomes`)) {
        invalid_fields["chromosomes"] <- "Non-nullable required field `chromosomes` cannot be null."
      }

      # check if the required `downloads` is null
      if (is.null(self$`downloads`)) {
        invalid_fields["downloads"] <- "Non-nullable required field `downloads` cannot be null."
      }

      # check if the required `publications` is null
      if (is.null(self$`publications`)) {
        invalid_fields["publications"] <- "Non-nullable required field `publications` cannot be null."
      }

      invalid_fields
    },

    #' @description
    #' Print the object
    print = function() {
      print(jsonlite::prettify(self$toJSONString()))
      invisible(self)
    }
  ),
  # Lock the class to prevent modifications to the method or field
  lock_class = TRUE
)
## Uncomment below to unlock the class to allow modifications of the method or field
# GenomeDetail$unlock()
#
## Below is an example to define the print function
# GenomeDetail$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeDetail$lock()

