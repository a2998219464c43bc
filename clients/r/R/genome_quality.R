#' Create a new GenomeQuality
#'
#' @description
#' BUSCO assessment; null when no source has a BUSCO run for the assembly. One source per assembly, in this order: a BUSCO full table (every class counted), the SciLifeLab Genome Portal (percentages), Wright et al. 2024 Table S1 (complete and duplicated percentages only — the other classes, the marker count and the summary string are then null).
#'
#' @docType class
#' @title GenomeQuality
#' @description GenomeQuality Class
#' @format An \code{R6Class} generator object
#' @field summary BUSCO notation as the source writes it (else composed from the stored shares); null when the source states no single, fragmented and missing shares. character
#' @field complete  \link{BuscoCount}
#' @field singleCopy  \link{NullableBuscoCount}
#' @field duplicated  \link{BuscoCount}
#' @field fragmented  \link{NullableBuscoCount}
#' @field missing  \link{NullableBuscoCount}
#' @field markers BUSCO markers of the lineage dataset; null when the source does not state it. integer
#' @field duplicatedCopies Gene copies of the duplicated BUSCOs (a BUSCO found twice counts 2), as Wright et al. 2024 count duplication and as a full table lists them; null for the SciLifeLab portal. integer
#' @field lineageDataset  character
#' @field buscoVersion  character
#' @field mode  character
#' @field genePredictor  character
#' @field sourceId The data source of these figures (an id of `/about` `sources`). character
#' @field assessedAccession The assembly accession the source names for the BUSCO run. It can differ from the assembly's accession in its version only (Wright et al. 2024 name another version for two assemblies; the figures are matched on the accession without version). Null when the source names only the species (the BUSCO full tables: their assembly is identified by the WGS project of their sequence names, or as the assembly Wright et al. 2024 use). character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeQuality <- R6::R6Class(
  "GenomeQuality",
  public = list(
    `summary` = NULL,
    `complete` = NULL,
    `singleCopy` = NULL,
    `duplicated` = NULL,
    `fragmented` = NULL,
    `missing` = NULL,
    `markers` = NULL,
    `duplicatedCopies` = NULL,
    `lineageDataset` = NULL,
    `buscoVersion` = NULL,
    `mode` = NULL,
    `genePredictor` = NULL,
    `sourceId` = NULL,
    `assessedAccession` = NULL,

    #' @description
    #' Initialize a new GenomeQuality class.
    #'
    #' @param summary BUSCO notation as the source writes it (else composed from the stored shares); null when the source states no single, fragmented and missing shares.
    #' @param complete complete
    #' @param singleCopy singleCopy
    #' @param duplicated duplicated
    #' @param fragmented fragmented
    #' @param missing missing
    #' @param markers BUSCO markers of the lineage dataset; null when the source does not state it.
    #' @param duplicatedCopies Gene copies of the duplicated BUSCOs (a BUSCO found twice counts 2), as Wright et al. 2024 count duplication and as a full table lists them; null for the SciLifeLab portal.
    #' @param lineageDataset lineageDataset
    #' @param buscoVersion buscoVersion
    #' @param mode mode
    #' @param genePredictor genePredictor
    #' @param sourceId The data source of these figures (an id of `/about` `sources`).
    #' @param assessedAccession The assembly accession the source names for the BUSCO run. It can differ from the assembly's accession in its version only (Wright et al. 2024 name another version for two assemblies; the figures are matched on the accession without version). Null when the source names only the species (the BUSCO full tables: their assembly is identified by the WGS project of their sequence names, or as the assembly Wright et al. 2024 use).
    #' @param ... Other optional arguments.
    initialize = function(`summary`, `complete`, `singleCopy`, `duplicated`, `fragmented`, `missing`, `markers`, `duplicatedCopies`, `lineageDataset`, `buscoVersion`, `mode`, `genePredictor`, `sourceId`, `assessedAccession`, ...) {
      if (!missing(`summary`)) {
        if (!(is.character(`summary`) && length(`summary`) == 1)) {
          stop(paste("Error! Invalid data for `summary`. Must be a string:", `summary`))
        }
        self$`summary` <- `summary`
      }
      if (!missing(`complete`)) {
        stopifnot(R6::is.R6(`complete`))
        self$`complete` <- `complete`
      }
      if (!missing(`singleCopy`)) {
        stopifnot(R6::is.R6(`singleCopy`))
        self$`singleCopy` <- `singleCopy`
      }
      if (!missing(`duplicated`)) {
        stopifnot(R6::is.R6(`duplicated`))
        self$`duplicated` <- `duplicated`
      }
      if (!missing(`fragmented`)) {
        stopifnot(R6::is.R6(`fragmented`))
        self$`fragmented` <- `fragmented`
      }
      if (!missing(`missing`)) {
        stopifnot(R6::is.R6(`missing`))
        self$`missing` <- `missing`
      }
      if (!missing(`markers`)) {
        if (!(is.numeric(`markers`) && length(`markers`) == 1)) {
          stop(paste("Error! Invalid data for `markers`. Must be an integer:", `markers`))
        }
        self$`markers` <- `markers`
      }
      if (!missing(`duplicatedCopies`)) {
        if (!(is.numeric(`duplicatedCopies`) && length(`duplicatedCopies`) == 1)) {
          stop(paste("Error! Invalid data for `duplicatedCopies`. Must be an integer:", `duplicatedCopies`))
        }
        self$`duplicatedCopies` <- `duplicatedCopies`
      }
      if (!missing(`lineageDataset`)) {
        if (!(is.character(`lineageDataset`) && length(`lineageDataset`) == 1)) {
          stop(paste("Error! Invalid data for `lineageDataset`. Must be a string:", `lineageDataset`))
        }
        self$`lineageDataset` <- `lineageDataset`
      }
      if (!missing(`buscoVersion`)) {
        if (!(is.character(`buscoVersion`) && length(`buscoVersion`) == 1)) {
          stop(paste("Error! Invalid data for `buscoVersion`. Must be a string:", `buscoVersion`))
        }
        self$`buscoVersion` <- `buscoVersion`
      }
      if (!missing(`mode`)) {
        if (!(is.character(`mode`) && length(`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", `mode`))
        }
        self$`mode` <- `mode`
      }
      if (!missing(`genePredictor`)) {
        if (!(is.character(`genePredictor`) && length(`genePredictor`) == 1)) {
          stop(paste("Error! Invalid data for `genePredictor`. Must be a string:", `genePredictor`))
        }
        self$`genePredictor` <- `genePredictor`
      }
      if (!missing(`sourceId`)) {
        if (!(is.character(`sourceId`) && length(`sourceId`) == 1)) {
          stop(paste("Error! Invalid data for `sourceId`. Must be a string:", `sourceId`))
        }
        self$`sourceId` <- `sourceId`
      }
      if (!missing(`assessedAccession`)) {
        if (!(is.character(`assessedAccession`) && length(`assessedAccession`) == 1)) {
          stop(paste("Error! Invalid data for `assessedAccession`. Must be a string:", `assessedAccession`))
        }
        self$`assessedAccession` <- `assessedAccession`
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
    #' @return GenomeQuality as a base R list.
    #' @examples
    #' # convert array of GenomeQuality (x) to a data frame
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
    #' Convert GenomeQuality to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeQualityObject <- list()
      if (!is.null(self$`summary`)) {
        GenomeQualityObject[["summary"]] <-
          self$`summary`
      }
      if (!is.null(self$`complete`)) {
        GenomeQualityObject[["complete"]] <-
          self$extractSimpleType(self$`complete`)
      }
      if (!is.null(self$`singleCopy`)) {
        GenomeQualityObject[["singleCopy"]] <-
          self$extractSimpleType(self$`singleCopy`)
      }
      if (!is.null(self$`duplicated`)) {
        GenomeQualityObject[["duplicated"]] <-
          self$extractSimpleType(self$`duplicated`)
      }
      if (!is.null(self$`fragmented`)) {
        GenomeQualityObject[["fragmented"]] <-
          self$extractSimpleType(self$`fragmented`)
      }
      if (!is.null(self$`missing`)) {
        GenomeQualityObject[["missing"]] <-
          self$extractSimpleType(self$`missing`)
      }
      if (!is.null(self$`markers`)) {
        GenomeQualityObject[["markers"]] <-
          self$`markers`
      }
      if (!is.null(self$`duplicatedCopies`)) {
        GenomeQualityObject[["duplicatedCopies"]] <-
          self$`duplicatedCopies`
      }
      if (!is.null(self$`lineageDataset`)) {
        GenomeQualityObject[["lineageDataset"]] <-
          self$`lineageDataset`
      }
      if (!is.null(self$`buscoVersion`)) {
        GenomeQualityObject[["buscoVersion"]] <-
          self$`buscoVersion`
      }
      if (!is.null(self$`mode`)) {
        GenomeQualityObject[["mode"]] <-
          self$`mode`
      }
      if (!is.null(self$`genePredictor`)) {
        GenomeQualityObject[["genePredictor"]] <-
          self$`genePredictor`
      }
      if (!is.null(self$`sourceId`)) {
        GenomeQualityObject[["sourceId"]] <-
          self$`sourceId`
      }
      if (!is.null(self$`assessedAccession`)) {
        GenomeQualityObject[["assessedAccession"]] <-
          self$`assessedAccession`
      }
      return(GenomeQualityObject)
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
    #' Deserialize JSON string into an instance of GenomeQuality
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeQuality
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`summary`)) {
        self$`summary` <- this_object$`summary`
      }
      if (!is.null(this_object$`complete`)) {
        `complete_object` <- BuscoCount$new()
        `complete_object`$fromJSON(jsonlite::toJSON(this_object$`complete`, auto_unbox = TRUE, digits = NA))
        self$`complete` <- `complete_object`
      }
      if (!is.null(this_object$`singleCopy`)) {
        `singlecopy_object` <- NullableBuscoCount$new()
        `singlecopy_object`$fromJSON(jsonlite::toJSON(this_object$`singleCopy`, auto_unbox = TRUE, digits = NA))
        self$`singleCopy` <- `singlecopy_object`
      }
      if (!is.null(this_object$`duplicated`)) {
        `duplicated_object` <- BuscoCount$new()
        `duplicated_object`$fromJSON(jsonlite::toJSON(this_object$`duplicated`, auto_unbox = TRUE, digits = NA))
        self$`duplicated` <- `duplicated_object`
      }
      if (!is.null(this_object$`fragmented`)) {
        `fragmented_object` <- NullableBuscoCount$new()
        `fragmented_object`$fromJSON(jsonlite::toJSON(this_object$`fragmented`, auto_unbox = TRUE, digits = NA))
        self$`fragmented` <- `fragmented_object`
      }
      if (!is.null(this_object$`missing`)) {
        `missing_object` <- NullableBuscoCount$new()
        `missing_object`$fromJSON(jsonlite::toJSON(this_object$`missing`, auto_unbox = TRUE, digits = NA))
        self$`missing` <- `missing_object`
      }
      if (!is.null(this_object$`markers`)) {
        self$`markers` <- this_object$`markers`
      }
      if (!is.null(this_object$`duplicatedCopies`)) {
        self$`duplicatedCopies` <- this_object$`duplicatedCopies`
      }
      if (!is.null(this_object$`lineageDataset`)) {
        self$`lineageDataset` <- this_object$`lineageDataset`
      }
      if (!is.null(this_object$`buscoVersion`)) {
        self$`buscoVersion` <- this_object$`buscoVersion`
      }
      if (!is.null(this_object$`mode`)) {
        self$`mode` <- this_object$`mode`
      }
      if (!is.null(this_object$`genePredictor`)) {
        self$`genePredictor` <- this_object$`genePredictor`
      }
      if (!is.null(this_object$`sourceId`)) {
        self$`sourceId` <- this_object$`sourceId`
      }
      if (!is.null(this_object$`assessedAccession`)) {
        self$`assessedAccession` <- this_object$`assessedAccession`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeQuality in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeQuality
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeQuality
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`summary` <- this_object$`summary`
      self$`complete` <- BuscoCount$new()$fromJSON(jsonlite::toJSON(this_object$`complete`, auto_unbox = TRUE, digits = NA))
      self$`singleCopy` <- NullableBuscoCount$new()$fromJSON(jsonlite::toJSON(this_object$`singleCopy`, auto_unbox = TRUE, digits = NA))
      self$`duplicated` <- BuscoCount$new()$fromJSON(jsonlite::toJSON(this_object$`duplicated`, auto_unbox = TRUE, digits = NA))
      self$`fragmented` <- NullableBuscoCount$new()$fromJSON(jsonlite::toJSON(this_object$`fragmented`, auto_unbox = TRUE, digits = NA))
      self$`missing` <- NullableBuscoCount$new()$fromJSON(jsonlite::toJSON(this_object$`missing`, auto_unbox = TRUE, digits = NA))
      self$`markers` <- this_object$`markers`
      self$`duplicatedCopies` <- this_object$`duplicatedCopies`
      self$`lineageDataset` <- this_object$`lineageDataset`
      self$`buscoVersion` <- this_object$`buscoVersion`
      self$`mode` <- this_object$`mode`
      self$`genePredictor` <- this_object$`genePredictor`
      self$`sourceId` <- this_object$`sourceId`
      self$`assessedAccession` <- this_object$`assessedAccession`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeQuality and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `summary`
      if (!is.null(input_json$`summary`)) {
        if (!(is.character(input_json$`summary`) && length(input_json$`summary`) == 1)) {
          stop(paste("Error! Invalid data for `summary`. Must be a string:", input_json$`summary`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `summary` is missing."))
      }
      # check the required field `complete`
      if (!is.null(input_json$`complete`)) {
        stopifnot(R6::is.R6(input_json$`complete`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `complete` is missing."))
      }
      # check the required field `singleCopy`
      if (!is.null(input_json$`singleCopy`)) {
        stopifnot(R6::is.R6(input_json$`singleCopy`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `singleCopy` is missing."))
      }
      # check the required field `duplicated`
      if (!is.null(input_json$`duplicated`)) {
        stopifnot(R6::is.R6(input_json$`duplicated`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `duplicated` is missing."))
      }
      # check the required field `fragmented`
      if (!is.null(input_json$`fragmented`)) {
        stopifnot(R6::is.R6(input_json$`fragmented`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `fragmented` is missing."))
      }
      # check the required field `missing`
      if (!is.null(input_json$`missing`)) {
        stopifnot(R6::is.R6(input_json$`missing`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `missing` is missing."))
      }
      # check the required field `markers`
      if (!is.null(input_json$`markers`)) {
        if (!(is.numeric(input_json$`markers`) && length(input_json$`markers`) == 1)) {
          stop(paste("Error! Invalid data for `markers`. Must be an integer:", input_json$`markers`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `markers` is missing."))
      }
      # check the required field `duplicatedCopies`
      if (!is.null(input_json$`duplicatedCopies`)) {
        if (!(is.numeric(input_json$`duplicatedCopies`) && length(input_json$`duplicatedCopies`) == 1)) {
          stop(paste("Error! Invalid data for `duplicatedCopies`. Must be an integer:", input_json$`duplicatedCopies`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `duplicatedCopies` is missing."))
      }
      # check the required field `lineageDataset`
      if (!is.null(input_json$`lineageDataset`)) {
        if (!(is.character(input_json$`lineageDataset`) && length(input_json$`lineageDataset`) == 1)) {
          stop(paste("Error! Invalid data for `lineageDataset`. Must be a string:", input_json$`lineageDataset`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `lineageDataset` is missing."))
      }
      # check the required field `buscoVersion`
      if (!is.null(input_json$`buscoVersion`)) {
        if (!(is.character(input_json$`buscoVersion`) && length(input_json$`buscoVersion`) == 1)) {
          stop(paste("Error! Invalid data for `buscoVersion`. Must be a string:", input_json$`buscoVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `buscoVersion` is missing."))
      }
      # check the required field `mode`
      if (!is.null(input_json$`mode`)) {
        if (!(is.character(input_json$`mode`) && length(input_json$`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", input_json$`mode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `mode` is missing."))
      }
      # check the required field `genePredictor`
      if (!is.null(input_json$`genePredictor`)) {
        if (!(is.character(input_json$`genePredictor`) && length(input_json$`genePredictor`) == 1)) {
          stop(paste("Error! Invalid data for `genePredictor`. Must be a string:", input_json$`genePredictor`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `genePredictor` is missing."))
      }
      # check the required field `sourceId`
      if (!is.null(input_json$`sourceId`)) {
        if (!(is.character(input_json$`sourceId`) && length(input_json$`sourceId`) == 1)) {
          stop(paste("Error! Invalid data for `sourceId`. Must be a string:", input_json$`sourceId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `sourceId` is missing."))
      }
      # check the required field `assessedAccession`
      if (!is.null(input_json$`assessedAccession`)) {
        if (!(is.character(input_json$`assessedAccession`) && length(input_json$`assessedAccession`) == 1)) {
          stop(paste("Error! Invalid data for `assessedAccession`. Must be a string:", input_json$`assessedAccession`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeQuality: the required field `assessedAccession` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeQuality
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `complete` is null
      if (is.null(self$`complete`)) {
        return(FALSE)
      }

      # check if the required `duplicated` is null
      if (is.null(self$`duplicated`)) {
        return(FALSE)
      }

      if (self$`markers` < 0) {
        return(FALSE)
      }

      if (self$`duplicatedCopies` < 0) {
        return(FALSE)
      }

      # check if the required `lineageDataset` is null
      if (is.null(self$`lineageDataset`)) {
        return(FALSE)
      }

      # check if the required `sourceId` is null
      if (is.null(self$`sourceId`)) {
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
      # check if the required `complete` is null
      if (is.null(self$`complete`)) {
        invalid_fields["complete"] <- "Non-nullable required field `complete` cannot be null."
      }

      # check if the required `duplicated` is null
      if (is.null(self$`duplicated`)) {
        invalid_fields["duplicated"] <- "Non-nullable required field `duplicated` cannot be null."
      }

      if (self$`markers` < 0) {
        invalid_fields["markers"] <- "Invalid value for `markers`, must be bigger than or equal to 0."
      }

      if (self$`duplicatedCopies` < 0) {
        invalid_fields["duplicatedCopies"] <- "Invalid value for `duplicatedCopies`, must be bigger than or equal to 0."
      }

      # check if the required `lineageDataset` is null
      if (is.null(self$`lineageDataset`)) {
        invalid_fields["lineageDataset"] <- "Non-nullable required field `lineageDataset` cannot be null."
      }

      # check if the required `sourceId` is null
      if (is.null(self$`sourceId`)) {
        invalid_fields["sourceId"] <- "Non-nullable required field `sourceId` cannot be null."
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
# GenomeQuality$unlock()
#
## Below is an example to define the print function
# GenomeQuality$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeQuality$lock()

