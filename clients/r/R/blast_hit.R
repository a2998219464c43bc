#' Create a new BlastHit
#'
#' @description
#' One subject sequence with its alignments, and what the data knows of it: the taxonomy node and accepted name of the record's organism and, for barcode databases, the specimen the sequence comes from (null where the record has no such value, and for protein hits).
#'
#' @docType class
#' @title BlastHit
#' @description BlastHit Class
#' @format An \code{R6Class} generator object
#' @field id First word of the subject's FASTA header. character
#' @field title  character
#' @field length  integer
#' @field hsps  list(\link{BlastHsp})
#' @field taxonId Taxonomy node of the record's organism (its name resolved, synonyms included); null when unresolved. integer
#' @field acceptedName The taxonomy's accepted name of `taxonId`. character
#' @field sampleId Barcode databases only — the specimen's sample id (a `/barcodes/specimens` record). character
#' @field processId Barcode databases only — the specimen's BOLD process id. character
#' @field country Barcode databases only — the specimen's country as the source gives it. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastHit <- R6::R6Class(
  "BlastHit",
  public = list(
    `id` = NULL,
    `title` = NULL,
    `length` = NULL,
    `hsps` = NULL,
    `taxonId` = NULL,
    `acceptedName` = NULL,
    `sampleId` = NULL,
    `processId` = NULL,
    `country` = NULL,

    #' @description
    #' Initialize a new BlastHit class.
    #'
    #' @param id First word of the subject's FASTA header.
    #' @param title title
    #' @param length length
    #' @param hsps hsps
    #' @param taxonId Taxonomy node of the record's organism (its name resolved, synonyms included); null when unresolved.
    #' @param acceptedName The taxonomy's accepted name of `taxonId`.
    #' @param sampleId Barcode databases only — the specimen's sample id (a `/barcodes/specimens` record).
    #' @param processId Barcode databases only — the specimen's BOLD process id.
    #' @param country Barcode databases only — the specimen's country as the source gives it.
    #' @param ... Other optional arguments.
    initialize = function(`id`, `title`, `length`, `hsps`, `taxonId`, `acceptedName`, `sampleId`, `processId`, `country`, ...) {
      if (!missing(`id`)) {
        if (!(is.character(`id`) && length(`id`) == 1)) {
          stop(paste("Error! Invalid data for `id`. Must be a string:", `id`))
        }
        self$`id` <- `id`
      }
      if (!missing(`title`)) {
        if (!(is.character(`title`) && length(`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", `title`))
        }
        self$`title` <- `title`
      }
      if (!missing(`length`)) {
        if (!(is.numeric(`length`) && length(`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", `length`))
        }
        self$`length` <- `length`
      }
      if (!missing(`hsps`)) {
        stopifnot(is.vector(`hsps`), length(`hsps`) != 0)
        sapply(`hsps`, function(x) stopifnot(R6::is.R6(x)))
        self$`hsps` <- `hsps`
      }
      if (!missing(`taxonId`)) {
        if (!(is.numeric(`taxonId`) && length(`taxonId`) == 1)) {
          stop(paste("Error! Invalid data for `taxonId`. Must be an integer:", `taxonId`))
        }
        self$`taxonId` <- `taxonId`
      }
      if (!missing(`acceptedName`)) {
        if (!(is.character(`acceptedName`) && length(`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", `acceptedName`))
        }
        self$`acceptedName` <- `acceptedName`
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
      if (!missing(`country`)) {
        if (!(is.character(`country`) && length(`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", `country`))
        }
        self$`country` <- `country`
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
    #' @return BlastHit as a base R list.
    #' @examples
    #' # convert array of BlastHit (x) to a data frame
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
    #' Convert BlastHit to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastHitObject <- list()
      if (!is.null(self$`id`)) {
        BlastHitObject[["id"]] <-
          self$`id`
      }
      if (!is.null(self$`title`)) {
        BlastHitObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`length`)) {
        BlastHitObject[["length"]] <-
          self$`length`
      }
      if (!is.null(self$`hsps`)) {
        BlastHitObject[["hsps"]] <-
          self$extractSimpleType(self$`hsps`)
      }
      if (!is.null(self$`taxonId`)) {
        BlastHitObject[["taxonId"]] <-
          self$`taxonId`
      }
      if (!is.null(self$`acceptedName`)) {
        BlastHitObject[["acceptedName"]] <-
          self$`acceptedName`
      }
      if (!is.null(self$`sampleId`)) {
        BlastHitObject[["sampleId"]] <-
          self$`sampleId`
      }
      if (!is.null(self$`processId`)) {
        BlastHitObject[["processId"]] <-
          self$`processId`
      }
      if (!is.null(self$`country`)) {
        BlastHitObject[["country"]] <-
          self$`country`
      }
      return(BlastHitObject)
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
    #' Deserialize JSON string into an instance of BlastHit
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastHit
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`id`)) {
        self$`id` <- this_object$`id`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`length`)) {
        self$`length` <- this_object$`length`
      }
      if (!is.null(this_object$`hsps`)) {
        self$`hsps` <- ApiClient$new()$deserializeObj(this_object$`hsps`, "array[BlastHsp]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`taxonId`)) {
        self$`taxonId` <- this_object$`taxonId`
      }
      if (!is.null(this_object$`acceptedName`)) {
        self$`acceptedName` <- this_object$`acceptedName`
      }
      if (!is.null(this_object$`sampleId`)) {
        self$`sampleId` <- this_object$`sampleId`
      }
      if (!is.null(this_object$`processId`)) {
        self$`processId` <- this_object$`processId`
      }
      if (!is.null(this_object$`country`)) {
        self$`country` <- this_object$`country`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastHit in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastHit
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastHit
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`id` <- this_object$`id`
      self$`title` <- this_object$`title`
      self$`length` <- this_object$`length`
      self$`hsps` <- ApiClient$new()$deserializeObj(this_object$`hsps`, "array[BlastHsp]", loadNamespace("lepidoptera"))
      self$`taxonId` <- this_object$`taxonId`
      self$`acceptedName` <- this_object$`acceptedName`
      self$`sampleId` <- this_object$`sampleId`
      self$`processId` <- this_object$`processId`
      self$`country` <- this_object$`country`
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastHit and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `id` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `title` is missing."))
      }
      # check the required field `length`
      if (!is.null(input_json$`length`)) {
        if (!(is.numeric(input_json$`length`) && length(input_json$`length`) == 1)) {
          stop(paste("Error! Invalid data for `length`. Must be an integer:", input_json$`length`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `length` is missing."))
      }
      # check the required field `hsps`
      if (!is.null(input_json$`hsps`)) {
        stopifnot(is.vector(input_json$`hsps`), length(input_json$`hsps`) != 0)
        tmp <- sapply(input_json$`hsps`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `hsps` is missing."))
      }
      # check the required field `taxonId`
      if (!is.null(input_json$`taxonId`)) {
        if (!(is.numeric(input_json$`taxonId`) && length(input_json$`taxonId`) == 1)) {
          stop(paste("Error! Invalid data for `taxonId`. Must be an integer:", input_json$`taxonId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `taxonId` is missing."))
      }
      # check the required field `acceptedName`
      if (!is.null(input_json$`acceptedName`)) {
        if (!(is.character(input_json$`acceptedName`) && length(input_json$`acceptedName`) == 1)) {
          stop(paste("Error! Invalid data for `acceptedName`. Must be a string:", input_json$`acceptedName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `acceptedName` is missing."))
      }
      # check the required field `sampleId`
      if (!is.null(input_json$`sampleId`)) {
        if (!(is.character(input_json$`sampleId`) && length(input_json$`sampleId`) == 1)) {
          stop(paste("Error! Invalid data for `sampleId`. Must be a string:", input_json$`sampleId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `sampleId` is missing."))
      }
      # check the required field `processId`
      if (!is.null(input_json$`processId`)) {
        if (!(is.character(input_json$`processId`) && length(input_json$`processId`) == 1)) {
          stop(paste("Error! Invalid data for `processId`. Must be a string:", input_json$`processId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `processId` is missing."))
      }
      # check the required field `country`
      if (!is.null(input_json$`country`)) {
        if (!(is.character(input_json$`country`) && length(input_json$`country`) == 1)) {
          stop(paste("Error! Invalid data for `country`. Must be a string:", input_json$`country`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastHit: the required field `country` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastHit
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

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        return(FALSE)
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        return(FALSE)
      }

      if (self$`length` < 0) {
        return(FALSE)
      }

      # check if the required `hsps` is null
      if (is.null(self$`hsps`)) {
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

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        invalid_fields["title"] <- "Non-nullable required field `title` cannot be null."
      }

      # check if the required `length` is null
      if (is.null(self$`length`)) {
        invalid_fields["length"] <- "Non-nullable required field `length` cannot be null."
      }

      if (self$`length` < 0) {
        invalid_fields["length"] <- "Invalid value for `length`, must be bigger than or equal to 0."
      }

      # check if the required `hsps` is null
      if (is.null(self$`hsps`)) {
        invalid_fields["hsps"] <- "Non-nullable required field `hsps` cannot be null."
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
# BlastHit$unlock()
#
## Below is an example to define the print function
# BlastHit$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastHit$lock()

