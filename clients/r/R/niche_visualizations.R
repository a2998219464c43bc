#' Create a new NicheVisualizations
#'
#' @description
#' NicheVisualizations Class
#'
#' @docType class
#' @title NicheVisualizations
#' @description NicheVisualizations Class
#' @format An \code{R6Class} generator object
#' @field jobId  character
#' @field probabilitySeries One element per query. list(\link{NicheVisualizationsProbabilitySeriesInner})
#' @field speciesSummary  list(\link{NicheVisualizationsSpeciesSummaryInner})
#' @field mapPoints  list(\link{NicheVisualizationsMapPointsInner})
#' @field pcaPreview  \link{PcaPreview}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheVisualizations <- R6::R6Class(
  "NicheVisualizations",
  public = list(
    `jobId` = NULL,
    `probabilitySeries` = NULL,
    `speciesSummary` = NULL,
    `mapPoints` = NULL,
    `pcaPreview` = NULL,

    #' @description
    #' Initialize a new NicheVisualizations class.
    #'
    #' @param jobId jobId
    #' @param probabilitySeries One element per query.
    #' @param speciesSummary speciesSummary
    #' @param mapPoints mapPoints
    #' @param pcaPreview pcaPreview
    #' @param ... Other optional arguments.
    initialize = function(`jobId`, `probabilitySeries`, `speciesSummary`, `mapPoints`, `pcaPreview`, ...) {
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`probabilitySeries`)) {
        stopifnot(is.vector(`probabilitySeries`), length(`probabilitySeries`) != 0)
        sapply(`probabilitySeries`, function(x) stopifnot(R6::is.R6(x)))
        self$`probabilitySeries` <- `probabilitySeries`
      }
      if (!missing(`speciesSummary`)) {
        stopifnot(is.vector(`speciesSummary`), length(`speciesSummary`) != 0)
        sapply(`speciesSummary`, function(x) stopifnot(R6::is.R6(x)))
        self$`speciesSummary` <- `speciesSummary`
      }
      if (!missing(`mapPoints`)) {
        stopifnot(is.vector(`mapPoints`), length(`mapPoints`) != 0)
        sapply(`mapPoints`, function(x) stopifnot(R6::is.R6(x)))
        self$`mapPoints` <- `mapPoints`
      }
      if (!missing(`pcaPreview`)) {
        stopifnot(R6::is.R6(`pcaPreview`))
        self$`pcaPreview` <- `pcaPreview`
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
    #' @return NicheVisualizations as a base R list.
    #' @examples
    #' # convert array of NicheVisualizations (x) to a data frame
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
    #' Convert NicheVisualizations to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheVisualizationsObject <- list()
      if (!is.null(self$`jobId`)) {
        NicheVisualizationsObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`probabilitySeries`)) {
        NicheVisualizationsObject[["probabilitySeries"]] <-
          self$extractSimpleType(self$`probabilitySeries`)
      }
      if (!is.null(self$`speciesSummary`)) {
        NicheVisualizationsObject[["speciesSummary"]] <-
          self$extractSimpleType(self$`speciesSummary`)
      }
      if (!is.null(self$`mapPoints`)) {
        NicheVisualizationsObject[["mapPoints"]] <-
          self$extractSimpleType(self$`mapPoints`)
      }
      if (!is.null(self$`pcaPreview`)) {
        NicheVisualizationsObject[["pcaPreview"]] <-
          self$extractSimpleType(self$`pcaPreview`)
      }
      return(NicheVisualizationsObject)
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
    #' Deserialize JSON string into an instance of NicheVisualizations
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizations
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`probabilitySeries`)) {
        self$`probabilitySeries` <- ApiClient$new()$deserializeObj(this_object$`probabilitySeries`, "array[NicheVisualizationsProbabilitySeriesInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`speciesSummary`)) {
        self$`speciesSummary` <- ApiClient$new()$deserializeObj(this_object$`speciesSummary`, "array[NicheVisualizationsSpeciesSummaryInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`mapPoints`)) {
        self$`mapPoints` <- ApiClient$new()$deserializeObj(this_object$`mapPoints`, "array[NicheVisualizationsMapPointsInner]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`pcaPreview`)) {
        `pcapreview_object` <- PcaPreview$new()
        `pcapreview_object`$fromJSON(jsonlite::toJSON(this_object$`pcaPreview`, auto_unbox = TRUE, digits = NA))
        self$`pcaPreview` <- `pcapreview_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheVisualizations in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheVisualizations
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheVisualizations
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`jobId` <- this_object$`jobId`
      self$`probabilitySeries` <- ApiClient$new()$deserializeObj(this_object$`probabilitySeries`, "array[NicheVisualizationsProbabilitySeriesInner]", loadNamespace("lepidoptera"))
      self$`speciesSummary` <- ApiClient$new()$deserializeObj(this_object$`speciesSummary`, "array[NicheVisualizationsSpeciesSummaryInner]", loadNamespace("lepidoptera"))
      self$`mapPoints` <- ApiClient$new()$deserializeObj(this_object$`mapPoints`, "array[NicheVisualizationsMapPointsInner]", loadNamespace("lepidoptera"))
      self$`pcaPreview` <- PcaPreview$new()$fromJSON(jsonlite::toJSON(this_object$`pcaPreview`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheVisualizations and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `jobId`
      if (!is.null(input_json$`jobId`)) {
        if (!(is.character(input_json$`jobId`) && length(input_json$`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", input_json$`jobId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizations: the required field `jobId` is missing."))
      }
      # check the required field `probabilitySeries`
      if (!is.null(input_json$`probabilitySeries`)) {
        stopifnot(is.vector(input_json$`probabilitySeries`), length(input_json$`probabilitySeries`) != 0)
        tmp <- sapply(input_json$`probabilitySeries`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizations: the required field `probabilitySeries` is missing."))
      }
      # check the required field `speciesSummary`
      if (!is.null(input_json$`speciesSummary`)) {
        stopifnot(is.vector(input_json$`speciesSummary`), length(input_json$`speciesSummary`) != 0)
        tmp <- sapply(input_json$`speciesSummary`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizations: the required field `speciesSummary` is missing."))
      }
      # check the required field `mapPoints`
      if (!is.null(input_json$`mapPoints`)) {
        stopifnot(is.vector(input_json$`mapPoints`), length(input_json$`mapPoints`) != 0)
        tmp <- sapply(input_json$`mapPoints`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizations: the required field `mapPoints` is missing."))
      }
      # check the required field `pcaPreview`
      if (!is.null(input_json$`pcaPreview`)) {
        stopifnot(R6::is.R6(input_json$`pcaPreview`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheVisualizations: the required field `pcaPreview` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheVisualizations
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        return(FALSE)
      }

      # check if the required `probabilitySeries` is null
      if (is.null(self$`probabilitySeries`)) {
        return(FALSE)
      }

      # check if the required `speciesSummary` is null
      if (is.null(self$`speciesSummary`)) {
        return(FALSE)
      }

      # check if the required `mapPoints` is null
      if (is.null(self$`mapPoints`)) {
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
      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        invalid_fields["jobId"] <- "Non-nullable required field `jobId` cannot be null."
      }

      # check if the required `probabilitySeries` is null
      if (is.null(self$`probabilitySeries`)) {
        invalid_fields["probabilitySeries"] <- "Non-nullable required field `probabilitySeries` cannot be null."
      }

      # check if the required `speciesSummary` is null
      if (is.null(self$`speciesSummary`)) {
        invalid_fields["speciesSummary"] <- "Non-nullable required field `speciesSummary` cannot be null."
      }

      # check if the required `mapPoints` is null
      if (is.null(self$`mapPoints`)) {
        invalid_fields["mapPoints"] <- "Non-nullable required field `mapPoints` cannot be null."
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
# NicheVisualizations$unlock()
#
## Below is an example to define the print function
# NicheVisualizations$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheVisualizations$lock()

