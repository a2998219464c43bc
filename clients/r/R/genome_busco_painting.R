#' Create a new GenomeBuscoPainting
#'
#' @description
#' The assembly's chromosomes painted by Merian elements (the 32 ancestral lepidopteran linkage groups M1–M31 and MZ of Wright et al. 2024): per sequence, its Complete single-copy BUSCO genes and how many of them belong to each element, counted as lep_busco_painter counts them. Null when no BUSCO full table of the assembly is loaded.
#'
#' @docType class
#' @title GenomeBuscoPainting
#' @description GenomeBuscoPainting Class
#' @format An \code{R6Class} generator object
#' @field buscoString The run's BUSCO notation (as `quality.summary`). character
#' @field lineage  character
#' @field buscoVersion  character
#' @field sourceId The data source of the full table (an id of `/about` `sources`). character
#' @field sequences Sequences carrying at least one Complete BUSCO gene, most genes first (then by name). list(\link{BuscoPaintedSequence})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeBuscoPainting <- R6::R6Class(
  "GenomeBuscoPainting",
  public = list(
    `buscoString` = NULL,
    `lineage` = NULL,
    `buscoVersion` = NULL,
    `sourceId` = NULL,
    `sequences` = NULL,

    #' @description
    #' Initialize a new GenomeBuscoPainting class.
    #'
    #' @param buscoString The run's BUSCO notation (as `quality.summary`).
    #' @param lineage lineage
    #' @param buscoVersion buscoVersion
    #' @param sourceId The data source of the full table (an id of `/about` `sources`).
    #' @param sequences Sequences carrying at least one Complete BUSCO gene, most genes first (then by name).
    #' @param ... Other optional arguments.
    initialize = function(`buscoString`, `lineage`, `buscoVersion`, `sourceId`, `sequences`, ...) {
      if (!missing(`buscoString`)) {
        if (!(is.character(`buscoString`) && length(`buscoString`) == 1)) {
          stop(paste("Error! Invalid data for `buscoString`. Must be a string:", `buscoString`))
        }
        self$`buscoString` <- `buscoString`
      }
      if (!missing(`lineage`)) {
        if (!(is.character(`lineage`) && length(`lineage`) == 1)) {
          stop(paste("Error! Invalid data for `lineage`. Must be a string:", `lineage`))
        }
        self$`lineage` <- `lineage`
      }
      if (!missing(`buscoVersion`)) {
        if (!(is.character(`buscoVersion`) && length(`buscoVersion`) == 1)) {
          stop(paste("Error! Invalid data for `buscoVersion`. Must be a string:", `buscoVersion`))
        }
        self$`buscoVersion` <- `buscoVersion`
      }
      if (!missing(`sourceId`)) {
        if (!(is.character(`sourceId`) && length(`sourceId`) == 1)) {
          stop(paste("Error! Invalid data for `sourceId`. Must be a string:", `sourceId`))
        }
        self$`sourceId` <- `sourceId`
      }
      if (!missing(`sequences`)) {
        stopifnot(is.vector(`sequences`), length(`sequences`) != 0)
        sapply(`sequences`, function(x) stopifnot(R6::is.R6(x)))
        self$`sequences` <- `sequences`
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
    #' @return GenomeBuscoPainting as a base R list.
    #' @examples
    #' # convert array of GenomeBuscoPainting (x) to a data frame
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
    #' Convert GenomeBuscoPainting to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeBuscoPaintingObject <- list()
      if (!is.null(self$`buscoString`)) {
        GenomeBuscoPaintingObject[["buscoString"]] <-
          self$`buscoString`
      }
      if (!is.null(self$`lineage`)) {
        GenomeBuscoPaintingObject[["lineage"]] <-
          self$`lineage`
      }
      if (!is.null(self$`buscoVersion`)) {
        GenomeBuscoPaintingObject[["buscoVersion"]] <-
          self$`buscoVersion`
      }
      if (!is.null(self$`sourceId`)) {
        GenomeBuscoPaintingObject[["sourceId"]] <-
          self$`sourceId`
      }
      if (!is.null(self$`sequences`)) {
        GenomeBuscoPaintingObject[["sequences"]] <-
          self$extractSimpleType(self$`sequences`)
      }
      return(GenomeBuscoPaintingObject)
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
    #' Deserialize JSON string into an instance of GenomeBuscoPainting
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeBuscoPainting
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`buscoString`)) {
        self$`buscoString` <- this_object$`buscoString`
      }
      if (!is.null(this_object$`lineage`)) {
        self$`lineage` <- this_object$`lineage`
      }
      if (!is.null(this_object$`buscoVersion`)) {
        self$`buscoVersion` <- this_object$`buscoVersion`
      }
      if (!is.null(this_object$`sourceId`)) {
        self$`sourceId` <- this_object$`sourceId`
      }
      if (!is.null(this_object$`sequences`)) {
        self$`sequences` <- ApiClient$new()$deserializeObj(this_object$`sequences`, "array[BuscoPaintedSequence]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeBuscoPainting in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeBuscoPainting
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeBuscoPainting
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`buscoString` <- this_object$`buscoString`
      self$`lineage` <- this_object$`lineage`
      self$`buscoVersion` <- this_object$`buscoVersion`
      self$`sourceId` <- this_object$`sourceId`
      self$`sequences` <- ApiClient$new()$deserializeObj(this_object$`sequences`, "array[BuscoPaintedSequence]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeBuscoPainting and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `buscoString`
      if (!is.null(input_json$`buscoString`)) {
        if (!(is.character(input_json$`buscoString`) && length(input_json$`buscoString`) == 1)) {
          stop(paste("Error! Invalid data for `buscoString`. Must be a string:", input_json$`buscoString`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBuscoPainting: the required field `buscoString` is missing."))
      }
      # check the required field `lineage`
      if (!is.null(input_json$`lineage`)) {
        if (!(is.character(input_json$`lineage`) && length(input_json$`lineage`) == 1)) {
          stop(paste("Error! Invalid data for `lineage`. Must be a string:", input_json$`lineage`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBuscoPainting: the required field `lineage` is missing."))
      }
      # check the required field `buscoVersion`
      if (!is.null(input_json$`buscoVersion`)) {
        if (!(is.character(input_json$`buscoVersion`) && length(input_json$`buscoVersion`) == 1)) {
          stop(paste("Error! Invalid data for `buscoVersion`. Must be a string:", input_json$`buscoVersion`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBuscoPainting: the required field `buscoVersion` is missing."))
      }
      # check the required field `sourceId`
      if (!is.null(input_json$`sourceId`)) {
        if (!(is.character(input_json$`sourceId`) && length(input_json$`sourceId`) == 1)) {
          stop(paste("Error! Invalid data for `sourceId`. Must be a string:", input_json$`sourceId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBuscoPainting: the required field `sourceId` is missing."))
      }
      # check the required field `sequences`
      if (!is.null(input_json$`sequences`)) {
        stopifnot(is.vector(input_json$`sequences`), length(input_json$`sequences`) != 0)
        tmp <- sapply(input_json$`sequences`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBuscoPainting: the required field `sequences` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeBuscoPainting
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `buscoString` is null
      if (is.null(self$`buscoString`)) {
        return(FALSE)
      }

      # check if the required `lineage` is null
      if (is.null(self$`lineage`)) {
        return(FALSE)
      }

      # check if the required `sourceId` is null
      if (is.null(self$`sourceId`)) {
        return(FALSE)
      }

      # check if the required `sequences` is null
      if (is.null(self$`sequences`)) {
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
      # check if the required `buscoString` is null
      if (is.null(self$`buscoString`)) {
        invalid_fields["buscoString"] <- "Non-nullable required field `buscoString` cannot be null."
      }

      # check if the required `lineage` is null
      if (is.null(self$`lineage`)) {
        invalid_fields["lineage"] <- "Non-nullable required field `lineage` cannot be null."
      }

      # check if the required `sourceId` is null
      if (is.null(self$`sourceId`)) {
        invalid_fields["sourceId"] <- "Non-nullable required field `sourceId` cannot be null."
      }

      # check if the required `sequences` is null
      if (is.null(self$`sequences`)) {
        invalid_fields["sequences"] <- "Non-nullable required field `sequences` cannot be null."
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
# GenomeBuscoPainting$unlock()
#
## Below is an example to define the print function
# GenomeBuscoPainting$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeBuscoPainting$lock()

