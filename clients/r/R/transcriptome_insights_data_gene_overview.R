#' Create a new TranscriptomeInsightsDataGeneOverview
#'
#' @description
#' Gene-level features the data has for the species' assembly; null when there are none.
#'
#' @docType class
#' @title TranscriptomeInsightsDataGeneOverview
#' @description TranscriptomeInsightsDataGeneOverview Class
#' @format An \code{R6Class} generator object
#' @field source  character
#' @field assemblyAccession  character
#' @field genes  integer
#' @field features Feature counts by type or status. list(\link{TranscriptomeInsightsDataGeneOverviewFeaturesInner})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeInsightsDataGeneOverview <- R6::R6Class(
  "TranscriptomeInsightsDataGeneOverview",
  public = list(
    `source` = NULL,
    `assemblyAccession` = NULL,
    `genes` = NULL,
    `features` = NULL,

    #' @description
    #' Initialize a new TranscriptomeInsightsDataGeneOverview class.
    #'
    #' @param source source
    #' @param assemblyAccession assemblyAccession
    #' @param genes genes
    #' @param features Feature counts by type or status.
    #' @param ... Other optional arguments.
    initialize = function(`source`, `assemblyAccession`, `genes`, `features`, ...) {
      if (!missing(`source`)) {
        if (!(is.character(`source`) && length(`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", `source`))
        }
        self$`source` <- `source`
      }
      if (!missing(`assemblyAccession`)) {
        if (!(is.character(`assemblyAccession`) && length(`assemblyAccession`) == 1)) {
          stop(paste("Error! Invalid data for `assemblyAccession`. Must be a string:", `assemblyAccession`))
        }
        self$`assemblyAccession` <- `assemblyAccession`
      }
      if (!missing(`genes`)) {
        if (!(is.numeric(`genes`) && length(`genes`) == 1)) {
          stop(paste("Error! Invalid data for `genes`. Must be an integer:", `genes`))
        }
        self$`genes` <- `genes`
      }
      if (!missing(`features`)) {
        stopifnot(is.vector(`features`), length(`features`) != 0)
        sapply(`features`, function(x) stopifnot(R6::is.R6(x)))
        self$`features` <- `features`
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
    #' @return TranscriptomeInsightsDataGeneOverview as a base R list.
    #' @examples
    #' # convert array of TranscriptomeInsightsDataGeneOverview (x) to a data frame
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
    #' Convert TranscriptomeInsightsDataGeneOverview to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeInsightsDataGeneOverviewObject <- list()
      if (!is.null(self$`source`)) {
        TranscriptomeInsightsDataGeneOverviewObject[["source"]] <-
          self$`source`
      }
      if (!is.null(self$`assemblyAccession`)) {
        TranscriptomeInsightsDataGeneOverviewObject[["assemblyAccession"]] <-
          self$`assemblyAccession`
      }
      if (!is.null(self$`genes`)) {
        TranscriptomeInsightsDataGeneOverviewObject[["genes"]] <-
          self$`genes`
      }
      if (!is.null(self$`features`)) {
        TranscriptomeInsightsDataGeneOverviewObject[["features"]] <-
          self$extractSimpleType(self$`features`)
      }
      return(TranscriptomeInsightsDataGeneOverviewObject)
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
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataGeneOverview
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataGeneOverview
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`source`)) {
        self$`source` <- this_object$`source`
      }
      if (!is.null(this_object$`assemblyAccession`)) {
        self$`assemblyAccession` <- this_object$`assemblyAccession`
      }
      if (!is.null(this_object$`genes`)) {
        self$`genes` <- this_object$`genes`
      }
      if (!is.null(this_object$`features`)) {
        self$`features` <- ApiClient$new()$deserializeObj(this_object$`features`, "array[TranscriptomeInsightsDataGeneOverviewFeaturesInner]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeInsightsDataGeneOverview in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeInsightsDataGeneOverview
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsDataGeneOverview
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`source` <- this_object$`source`
      self$`assemblyAccession` <- this_object$`assemblyAccession`
      self$`genes` <- this_object$`genes`
      self$`features` <- ApiClient$new()$deserializeObj(this_object$`features`, "array[TranscriptomeInsightsDataGeneOverviewFeaturesInner]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeInsightsDataGeneOverview and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `source`
      if (!is.null(input_json$`source`)) {
        if (!(is.character(input_json$`source`) && length(input_json$`source`) == 1)) {
          stop(paste("Error! Invalid data for `source`. Must be a string:", input_json$`source`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataGeneOverview: the required field `source` is missing."))
      }
      # check the required field `assemblyAccession`
      if (!is.null(input_json$`assemblyAccession`)) {
        if (!(is.character(input_json$`assemblyAccession`) && length(input_json$`assemblyAccession`) == 1)) {
          stop(paste("Error! Invalid data for `assemblyAccession`. Must be a string:", input_json$`assemblyAccession`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataGeneOverview: the required field `assemblyAccession` is missing."))
      }
      # check the required field `genes`
      if (!is.null(input_json$`genes`)) {
        if (!(is.numeric(input_json$`genes`) && length(input_json$`genes`) == 1)) {
          stop(paste("Error! Invalid data for `genes`. Must be an integer:", input_json$`genes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataGeneOverview: the required field `genes` is missing."))
      }
      # check the required field `features`
      if (!is.null(input_json$`features`)) {
        stopifnot(is.vector(input_json$`features`), length(input_json$`features`) != 0)
        tmp <- sapply(input_json$`features`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsDataGeneOverview: the required field `features` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeInsightsDataGeneOverview
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `source` is null
      if (is.null(self$`source`)) {
        return(FALSE)
      }

      # check if the required `genes` is null
      if (is.null(self$`genes`)) {
        return(FALSE)
      }

      if (self$`genes` < 0) {
        return(FALSE)
      }

      # check if the required `features` is null
      if (is.null(self$`features`)) {
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
      # check if the required `source` is null
      if (is.null(self$`source`)) {
        invalid_fields["source"] <- "Non-nullable required field `source` cannot be null."
      }

      # check if the required `genes` is null
      if (is.null(self$`genes`)) {
        invalid_fields["genes"] <- "Non-nullable required field `genes` cannot be null."
      }

      if (self$`genes` < 0) {
        invalid_fields["genes"] <- "Invalid value for `genes`, must be bigger than or equal to 0."
      }

      # check if the required `features` is null
      if (is.null(self$`features`)) {
        invalid_fields["features"] <- "Non-nullable required field `features` cannot be null."
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
# TranscriptomeInsightsDataGeneOverview$unlock()
#
## Below is an example to define the print function
# TranscriptomeInsightsDataGeneOverview$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeInsightsDataGeneOverview$lock()

