#' Create a new BarcodeSpecimenDetail
#'
#' @description
#' A specimen barcode record with its sequence.
#'
#' @docType class
#' @title BarcodeSpecimenDetail
#' @description BarcodeSpecimenDetail Class
#' @format An \code{R6Class} generator object
#' @field id The record's id, unique: `<dataset>:<sampleId>`, with `~1`, `~2` appended where a source gives one sample id to two specimens. character
#' @field sampleId The specimen's sample id as the source gives it. character
#' @field processId BOLD process id. character
#' @field genbankAccession GenBank accession of the sequence. character
#' @field marker Barcode marker. character
#' @field length Bases in the sequence, alignment gaps and N excluded. integer
#' @field source The data source (an `id` of `/about`'s sources). character
#' @field licence The source's licence, as it states it. character
#' @field taxonId The taxonomy node the published name resolves to (synonyms included); null when it resolves to none. integer
#' @field scientificName The name as published with the sequence. character
#' @field acceptedName The taxonomy's accepted name of `taxonId`. character
#' @field family The family of `taxonId` in the taxonomy, else the family the source gives. character
#' @field country Country as the source gives it. character
#' @field countryCode ISO 3166-1 alpha-2 code of `country`. character
#' @field latitude  numeric
#' @field longitude  numeric
#' @field occurrenceId The `/distributions` record of the same specimen, where it has one. character
#' @field sequence The sequence as the source gives it (alignment gaps kept). character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BarcodeSpecimenDetail <- R6::R6Class(
  "BarcodeSpecimenDetail",
  public = list(
    `id` = NULL,
    `sampleId` = NULL,
    `processId` = NULL,
    `genbankAccession` = NULL,
    `marker` = NULL,
    `length` = NULL,
    `source` = NULL,
    `licence` = NULL,
    `taxonId` = NULL,
    `scientificName` = NULL,
    `acceptedName` = NULL,
    `family` = NULL,
    `country` = NULL,
    `countryCode` = NULL,
    `latitude` = NULL,
    `longitude` = NULL,
    `occurrenceId` = NULL,
    `sequence` = NULL,

    #' @description
    #' Initialize a new BarcodeSpecimenDetail class.
    #'
    #' @param id The record's id, unique: `<dataset>:<sampleId>`, with `~1`, `~2` appended where a source gives one sample id to two specimens.
    #' @param sampleId The specimen's sample id as the source gives it.
    #' @param processId BOLD process id.
    #' @param genbankAccession GenBank accession of the sequence.
    #' @param marker Barcode marker.
    #' @param length Bases in the sequence, alignment gaps and N excluded.
    #' @param source The data source (an `id` of `/about`'s sources).
    #' @param licence The source's licence, as it states it.
    #' @param taxonId The taxonomy node the published name resolves to (synonyms included); null when it resolves to none.
    #' @param scientificName The name as published with the sequence.
    #' @param acceptedName The taxonomy's accepted name of `taxonId`.
    #' @param family The family of `taxonId` in the taxonomy, else the family the source gives.
    #' @param country Country as the source gives it.
    #' @param countryCode ISO 3166-1 alpha-2 code of `country`.
    #' @param latitude latitude
    #' @param longitude longitude
    #' @param occurrenceId The `/distributions` record of the same specimen, where it has one.
    #' @param sequence The sequence as the source gives it (alignment gaps kept).
    #' @param ... Other optional arguments.
    initialize = function(`id`, `sampleId`, `processId`, `genbankAccession`, `marker`, `length`, `source`, `licence`, `taxonId`, `scientificName`, `acceptedName`, `family`, `country`, `countryCode`, `latitude`, `longitude`, `occurrenceId`, `sequence`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`sampleId`)) {
        if (!(is.character(`sampleId`) && length(`sampleId`) == 1)) {
          stop(paste("Error! Invalid data for `sampleId`. Must be a string:", `sampleId`))
        }
        self$`sampleId` <- `sampleId`
      }
      if (!missing(`processId`)) {
        if (!(is.character(`processId`) && length(`processId`) == 1)) {
          stop(paste("Error! Invalid data for `processId`. Must be a string:", `processId`))
        }
        self$`processId` <- `processId`
      }
      if (!missing(`genbankAccession`)) {
        if (!(is.character(`genbankAccession`) && length(`genbankAccession`) == 1)) {
          stop(paste("Error! Invalid data for `genbankAccession`. Must be a string:", `genbankAccession`))
        }
        self$`genbankAccession` <- `genbankAccession`
      }
      if (!missing(`marker`)) {
        if (!(is.character(`marker`) && length(`marker`) == 1)) {
          stop(paste("Error! Invalid data for `marker`. Must be a string:", `marker`))
        }
        self$`marker` <- `marker`
      }
      if (!missing(`length`)) {
        if (!(is.numeric(`length`) && length(`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", `length`))
        }
        self$`length` <- `length`
      }
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`licence`)) {
        if (!(is.character(`licence`) && length(`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", `licence`))
        }
        self$`licence` <- `licence`
      }
      if (!missing(`taxonId`)) {
        if (!(is.numeric(`taxonId`) && length(`taxonId`) == 1)) {
          stop(paste("Error! Invalid data for `taxonId`. Must be an integer:", `taxonId`))
        }
        self$`taxonId` <- `taxonId`
      }
      if (!missing(`scientificName`)) {
        if (!(is.character(`scientificName`) && length(`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", `scientificName`))
        }
        self$`scientificName` <- `scientificName`
      }
      if (!missing(`acceptedName`)) {
        if (!(is.character(`acceptedName`) && length(`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", `acceptedName`))
        }
        self$`acceptedName` <- `acceptedName`
      }
      if (!missing(`family`)) {
        if (!(is.character(`family`) && length(`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", `family`))
        }
        self$`family` <- `family`
      }
      if (!missing(`country`)) {
        if (!(is.character(`country`) && length(`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", `country`))
        }
        self$`country` <- `country`
      }
      if (!missing(`countryCode`)) {
        if (!(is.character(`countryCode`) && length(`countryCode`) == 1)) {
          stop(paste("Error! Invalid data for `countryCode`. Must be a string:", `countryCode`))
        }
        self$`countryCode` <- `countryCode`
      }
      if (!missing(`latitude`)) {
        self$`latitude` <- `latitude`
      }
      if (!missing(`longitude`)) {
        self$`longitude` <- `longitude`
      }
      if (!missing(`occurrenceId`)) {
        if (!(is.character(`occurrenceId`) && length(`occurrenceId`) == 1)) {
          stop(paste("Error! Invalid data for `occurrenceId`. Must be a string:", `occurrenceId`))
        }
        self$`occurrenceId` <- `occurrenceId`
      }
      if (!missing(`sequence`)) {
        if (!(is.character(`sequence`) && length(`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", `sequence`))
        }
        self$`sequence` <- `sequence`
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
    #' @return BarcodeSpecimenDetail as a base R list.
    #' @examples
    #' # convert array of BarcodeSpecimenDetail (x) to a data frame
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
    #' Convert BarcodeSpecimenDetail to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BarcodeSpecimenDetailObject <- list()
      if (!is.null(self$`id`)) {
        BarcodeSpecimenDetailObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`sampleId`)) {
        BarcodeSpecimenDetailObject[["sampleId"]] <-
          self$`sampleId`
      }
      if (!is.null(self$`processId`)) {
        BarcodeSpecimenDetailObject[["processId"]] <-
          self$`processId`
      }
      if (!is.null(self$`genbankAccession`)) {
        BarcodeSpecimenDetailObject[["genbankAccession"]] <-
          self$`genbankAccession`
      }
      if (!is.null(self$`marker`)) {
        BarcodeSpecimenDetailObject[["marker"]] <-
          self$`marker`
      }
      if (!is.null(self$`length`)) {
        BarcodeSpecimenDetailObject[["length"]] <-
          self$`length`
      }
      if (!is.null(self$`source`)) {
        BarcodeSpecimenDetailObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`licence`)) {
        BarcodeSpecimenDetailObject[["licence"]] <-
          self$`licence`
      }
      if (!is.null(self$`taxonId`)) {
        BarcodeSpecimenDetailObject[["taxonId"]] <-
          self$`taxonId`
      }
      if (!is.null(self$`scientificName`)) {
        BarcodeSpecimenDetailObject[["scientificName"]] <-
          self$`scientificName`
      }
      if (!is.null(self$`acceptedName`)) {
        BarcodeSpecimenDetailObject[["acceptedName"]] <-
          self$`acceptedName`
      }
      if (!is.null(self$`family`)) {
        BarcodeSpecimenDetailObject[["family"]] <-
          self$`family`
      }
      if (!is.null(self$`country`)) {
        BarcodeSpecimenDetailObject[["country"]] <-
          self$`country`
      }
      if (!is.null(self$`countryCode`)) {
        BarcodeSpecimenDetailObject[["countryCode"]] <-
          self$`countryCode`
      }
      if (!is.null(self$`latitude`)) {
        BarcodeSpecimenDetailObject[["latitude"]] <-
          self$`latitude`
      }
      if (!is.null(self$`longitude`)) {
        BarcodeSpecimenDetailObject[["longitude"]] <-
          self$`longitude`
      }
      if (!is.null(self$`occurrenceId`)) {
        BarcodeSpecimenDetailObject[["occurrenceId"]] <-
          self$`occurrenceId`
      }
      if (!is.null(self$`sequence`)) {
        BarcodeSpecimenDetailObject[["sequence"]] <-
          self$`sequence`
      }
      return(BarcodeSpecimenDetailObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of BarcodeSpecimenDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of BarcodeSpecimenDetail
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`sampleId`)) {
        self$`sampleId` <- this_object$`sampleId`
      }
      if (!is.null(this_object$`processId`)) {
        self$`processId` <- this_object$`processId`
      }
      if (!is.null(this_object$`genbankAccession`)) {
        self$`genbankAccession` <- this_object$`genbankAccession`
      }
      if (!is.null(this_object$`marker`)) {
        self$`marker` <- this_object$`marker`
      }
      if (!is.null(this_object$`length`)) {
        self$`length` <- this_object$`length`
      }
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`licence`)) {
        self$`licence` <- this_object$`licence`
      }
      if (!is.null(this_object$`taxonId`)) {
        self$`taxonId` <- this_object$`taxonId`
      }
      if (!is.null(this_object$`scientificName`)) {
        self$`scientificName` <- this_object$`scientificName`
      }
      if (!is.null(this_object$`acceptedName`)) {
        self$`acceptedName` <- this_object$`acceptedName`
      }
      if (!is.null(this_object$`family`)) {
        self$`family` <- this_object$`family`
      }
      if (!is.null(this_object$`country`)) {
        self$`country` <- this_object$`country`
      }
      if (!is.null(this_object$`countryCode`)) {
        self$`countryCode` <- this_object$`countryCode`
      }
      if (!is.null(this_object$`latitude`)) {
        self$`latitude` <- this_object$`latitude`
      }
      if (!is.null(this_object$`longitude`)) {
        self$`longitude` <- this_object$`longitude`
      }
      if (!is.null(this_object$`occurrenceId`)) {
        self$`occurrenceId` <- this_object$`occurrenceId`
      }
      if (!is.null(this_object$`sequence`)) {
        self$`sequence` <- this_object$`sequence`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BarcodeSpecimenDetail in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BarcodeSpecimenDetail
    #'
    #' @param input_json the JSON input
    #' @return the instance of BarcodeSpecimenDetail
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`sampleId` <- this_object$`sampleId`
      self$`processId` <- this_object$`processId`
      self$`genbankAccession` <- this_object$`genbankAccession`
      self$`marker` <- this_object$`marker`
      self$`length` <- this_object$`length`
      self$`source` <- this_object$`source`
      self$`licence` <- this_object$`licence`
      self$`taxonId` <- this_object$`taxonId`
      self$`scientificName` <- this_object$`scientificName`
      self$`acceptedName` <- this_object$`acceptedName`
      self$`family` <- this_object$`family`
      self$`country` <- this_object$`country`
      self$`countryCode` <- this_object$`countryCode`
      self$`latitude` <- this_object$`latitude`
      self$`longitude` <- this_object$`longitude`
      self$`occurrenceId` <- this_object$`occurrenceId`
      self$`sequence` <- this_object$`sequence`
      self
    },

    #' @description
    #' Validate JSON input with respect to BarcodeSpecimenDetail and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `id` is missing."))
      }
      # check the required field `sampleId`
      if (!is.null(input_json$`sampleId`)) {
        if (!(is.character(input_json$`sampleId`) && length(input_json$`sampleId`) == 1)) {
          stop(paste("Error! Invalid data for `sampleId`. Must be a string:", input_json$`sampleId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `sampleId` is missing."))
      }
      # check the required field `processId`
      if (!is.null(input_json$`processId`)) {
        if (!(is.character(input_json$`processId`) && length(input_json$`processId`) == 1)) {
          stop(paste("Error! Invalid data for `processId`. Must be a string:", input_json$`processId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `processId` is missing."))
      }
      # check the required field `genbankAccession`
      if (!is.null(input_json$`genbankAccession`)) {
        if (!(is.character(input_json$`genbankAccession`) && length(input_json$`genbankAccession`) == 1)) {
          stop(paste("Error! Invalid data for `genbankAccession`. Must be a string:", input_json$`genbankAccession`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `genbankAccession` is missing."))
      }
      # check the required field `marker`
      if (!is.null(input_json$`marker`)) {
        if (!(is.character(input_json$`marker`) && length(input_json$`marker`) == 1)) {
          stop(paste("Error! Invalid data for `marker`. Must be a string:", input_json$`marker`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `marker` is missing."))
      }
      # check the required field `length`
      if (!is.null(input_json$`length`)) {
        if (!(is.numeric(input_json$`length`) && length(input_json$`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", input_json$`length`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `length` is missing."))
      }
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `source` is missing."))
      }
      # check the required field `licence`
      if (!is.null(input_json$`licence`)) {
        if (!(is.character(input_json$`licence`) && length(input_json$`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", input_json$`licence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `licence` is missing."))
      }
      # check the required field `taxonId`
      if (!is.null(input_json$`taxonId`)) {
        if (!(is.numeric(input_json$`taxonId`) && length(input_json$`taxonId`) == 1)) {
          stop(paste("Error! Invalid data for `taxonId`. Must be an integer:", input_json$`taxonId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `taxonId` is missing."))
      }
      # check the required field `scientificName`
      if (!is.null(input_json$`scientificName`)) {
        if (!(is.character(input_json$`scientificName`) && length(input_json$`scientificName`) == 1)) {
          stop(paste("Error! Invalid data for `scientificName`. Must be a string:", input_json$`scientificName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `scientificName` is missing."))
      }
      # check the required field `acceptedName`
      if (!is.null(input_json$`acceptedName`)) {
        if (!(is.character(input_json$`acceptedName`) && length(input_json$`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", input_json$`acceptedName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `acceptedName` is missing."))
      }
      # check the required field `family`
      if (!is.null(input_json$`family`)) {
        if (!(is.character(input_json$`family`) && length(input_json$`family`) == 1)) {
          stop(paste("Error! Invalid data for `family`. Must be a string:", input_json$`family`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `family` is missing."))
      }
      # check the required field `country`
      if (!is.null(input_json$`country`)) {
        if (!(is.character(input_json$`country`) && length(input_json$`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", input_json$`country`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `country` is missing."))
      }
      # check the required field `countryCode`
      if (!is.null(input_json$`countryCode`)) {
        if (!(is.character(input_json$`countryCode`) && length(input_json$`countryCode`) == 1)) {
          stop(paste("Error! Invalid data for `countryCode`. Must be a string:", input_json$`countryCode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `countryCode` is missing."))
      }
      # check the required field `latitude`
      if (!is.null(input_json$`latitude`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `latitude` is missing."))
      }
      # check the required field `longitude`
      if (!is.null(input_json$`longitude`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `longitude` is missing."))
      }
      # check the required field `occurrenceId`
      if (!is.null(input_json$`occurrenceId`)) {
        if (!(is.character(input_json$`occurrenceId`) && length(input_json$`occurrenceId`) == 1)) {
          stop(paste("Error! Invalid data for `occurrenceId`. Must be a string:", input_json$`occurrenceId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `occurrenceId` is missing."))
      }
      # check the required field `sequence`
      if (!is.null(input_json$`sequence`)) {
        if (!(is.character(input_json$`sequence`) && length(input_json$`sequence`) == 1)) {
          stop(paste("Error! Invalid data for `sequence`. Must be a string:", input_json$`sequence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BarcodeSpecimenDetail: the required field `sequence` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BarcodeSpecimenDetail
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

      # check if the required `sampleId` is null
      if (is.null(self$`sampleId`)) {
        return(FALSE)
      }

      # check if the required `marker` is null
      if (is.null(self$`marker`)) {
        return(FALSE)
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        return(FALSE)
      }

      if (self$`length` < 0) {
        return(FALSE)
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        return(FALSE)
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        return(FALSE)
      }

      if (self$`latitude` > 90) {
        return(FALSE)
      }
      if (self$`latitude` < -90) {
        return(FALSE)
      }

      if (self$`longitude` > 180) {
        return(FALSE)
      }
      if (self$`longitude` < -180) {
        return(FALSE)
      }

      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
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

      # check if the required `sampleId` is null
      if (is.null(self$`sampleId`)) {
        invalid_fields["sampleId"] <- "Non-nullable required field `sampleId` cannot be null."
      }

      # check if the required `marker` is null
      if (is.null(self$`marker`)) {
        invalid_fields["marker"] <- "Non-nullable required field `marker` cannot be null."
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        invalid_fields["length"] <- "Non-nullable required field `length` cannot be null."
      }

      if (self$`length` < 0) {
        invalid_fields["length"] <- "Invalid value for `length`, must be bigger than or equal to 0."
      }

      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        invalid_fields["licence"] <- "Non-nullable required field `licence` cannot be null."
      }

      # check if the required `scientificName` is null
      if (is.null(self$`scientificName`)) {
        invalid_fields["scientificName"] <- "Non-nullable required field `scientificName` cannot be null."
      }

      if (self$`latitude` > 90) {
        invalid_fields["latitude"] <- "Invalid value for `latitude`, must be smaller than or equal to 90."
      }
      if (self$`latitude` < -90) {
        invalid_fields["latitude"] <- "Invalid value for `latitude`, must be bigger than or equal to -90."
      }

      if (self$`longitude` > 180) {
        invalid_fields["longitude"] <- "Invalid value for `longitude`, must be smaller than or equal to 180."
      }
      if (self$`longitude` < -180) {
        invalid_fields["longitude"] <- "Invalid value for `longitude`, must be bigger than or equal to -180."
      }

      # check if the required `sequence` is null
      if (is.null(self$`sequence`)) {
        invalid_fields["sequence"] <- "Non-nullable required field `sequence` cannot be null."
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
# BarcodeSpecimenDetail$unlock()
#
## Below is an example to define the print function
# BarcodeSpecimenDetail$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BarcodeSpecimenDetail$lock()

