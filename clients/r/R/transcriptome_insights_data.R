#' Create a new TranscriptomeInsightsData
#'
#' @description
#' What the run metadata supports for one species; nothing is fabricated.
#'
#' @docType class
#' @title TranscriptomeInsightsData
#' @description TranscriptomeInsightsData Class
#' @format An \code{R6Class} generator object
#' @field species  \link{TranscriptomeInsightsDataSpecies}
#' @field sampleOverview  \link{SampleOverview}
#' @field designMatrix  \link{DesignMatrix}
#' @field geneOverview  \link{TranscriptomeInsightsDataGeneOverview}
#' @field expressionMatrix  \link{TranscriptomeInsightsDataExpressionMatrix}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
TranscriptomeInsightsData <- R6::R6Class(
  "TranscriptomeInsightsData",
  public = list(
    `species` = NULL,
    `sampleOverview` = NULL,
    `designMatrix` = NULL,
    `geneOverview` = NULL,
    `expressionMatrix` = NULL,

    #' @description
    #' Initialize a new TranscriptomeInsightsData class.
    #'
    #' @param species species
    #' @param sampleOverview sampleOverview
    #' @param designMatrix designMatrix
    #' @param geneOverview geneOverview
    #' @param expressionMatrix expressionMatrix
    #' @param ... Other optional arguments.
    initialize = function(`species`, `sampleOverview`, `designMatrix`, `geneOverview`, `expressionMatrix`, ...) {
      if (!missing(`species`)) {
        stopifnot(R6::is.R6(`species`))
        self$`species` <- `species`
      }
      if (!missing(`sampleOverview`)) {
        stopifnot(R6::is.R6(`sampleOverview`))
        self$`sampleOverview` <- `sampleOverview`
      }
      if (!missing(`designMatrix`)) {
        stopifnot(R6::is.R6(`designMatrix`))
        self$`designMatrix` <- `designMatrix`
      }
      if (!missing(`geneOverview`)) {
        stopifnot(R6::is.R6(`geneOverview`))
        self$`geneOverview` <- `geneOverview`
      }
      if (!missing(`expressionMatrix`)) {
        stopifnot(R6::is.R6(`expressionMatrix`))
        self$`expressionMatrix` <- `expressionMatrix`
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
    #' @return TranscriptomeInsightsData as a base R list.
    #' @examples
    #' # convert array of TranscriptomeInsightsData (x) to a data frame
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
    #' Convert TranscriptomeInsightsData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      TranscriptomeInsightsDataObject <- list()
      if (!is.null(self$`species`)) {
        TranscriptomeInsightsDataObject[["species"]] <-
          self$extractSimpleType(self$`species`)
      }
      if (!is.null(self$`sampleOverview`)) {
        TranscriptomeInsightsDataObject[["sampleOverview"]] <-
          self$extractSimpleType(self$`sampleOverview`)
      }
      if (!is.null(self$`designMatrix`)) {
        TranscriptomeInsightsDataObject[["designMatrix"]] <-
          self$extractSimpleType(self$`designMatrix`)
      }
      if (!is.null(self$`geneOverview`)) {
        TranscriptomeInsightsDataObject[["geneOverview"]] <-
          self$extractSimpleType(self$`geneOverview`)
      }
      if (!is.null(self$`expressionMatrix`)) {
        TranscriptomeInsightsDataObject[["expressionMatrix"]] <-
          self$extractSimpleType(self$`expressionMatrix`)
      }
      return(TranscriptomeInsightsDataObject)
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
    #' Deserialize JSON string into an instance of TranscriptomeInsightsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`species`)) {
        `species_object` <- TranscriptomeInsightsDataSpecies$new()
        `species_object`$fromJSON(jsonlite::toJSON(this_object$`species`, auto_unbox = TRUE, digits = NA))
        self$`species` <- `species_object`
      }
      if (!is.null(this_object$`sampleOverview`)) {
        `sampleoverview_object` <- SampleOverview$new()
        `sampleoverview_object`$fromJSON(jsonlite::toJSON(this_object$`sampleOverview`, auto_unbox = TRUE, digits = NA))
        self$`sampleOverview` <- `sampleoverview_object`
      }
      if (!is.null(this_object$`designMatrix`)) {
        `designmatrix_object` <- DesignMatrix$new()
        `designmatrix_object`$fromJSON(jsonlite::toJSON(this_object$`designMatrix`, auto_unbox = TRUE, digits = NA))
        self$`designMatrix` <- `designmatrix_object`
      }
      if (!is.null(this_object$`geneOverview`)) {
        `geneoverview_object` <- TranscriptomeInsightsDataGeneOverview$new()
        `geneoverview_object`$fromJSON(jsonlite::toJSON(this_object$`geneOverview`, auto_unbox = TRUE, digits = NA))
        self$`geneOverview` <- `geneoverview_object`
      }
      if (!is.null(this_object$`expressionMatrix`)) {
        `expressionmatrix_object` <- TranscriptomeInsightsDataExpressionMatrix$new()
        `expressionmatrix_object`$fromJSON(jsonlite::toJSON(this_object$`expressionMatrix`, auto_unbox = TRUE, digits = NA))
        self$`expressionMatrix` <- `expressionmatrix_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return TranscriptomeInsightsData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of TranscriptomeInsightsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of TranscriptomeInsightsData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`species` <- TranscriptomeInsightsDataSpecies$new()$fromJSON(jsonlite::toJSON(this_object$`species`, auto_unbox = TRUE, digits = NA))
      self$`sampleOverview` <- SampleOverview$new()$fromJSON(jsonlite::toJSON(this_object$`sampleOverview`, auto_unbox = TRUE, digits = NA))
      self$`designMatrix` <- DesignMatrix$new()$fromJSON(jsonlite::toJSON(this_object$`designMatrix`, auto_unbox = TRUE, digits = NA))
      self$`geneOverview` <- TranscriptomeInsightsDataGeneOverview$new()$fromJSON(jsonlite::toJSON(this_object$`geneOverview`, auto_unbox = TRUE, digits = NA))
      self$`expressionMatrix` <- TranscriptomeInsightsDataExpressionMatrix$new()$fromJSON(jsonlite::toJSON(this_object$`expressionMatrix`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to TranscriptomeInsightsData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        stopifnot(R6::is.R6(input_json$`species`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsData: the required field `species` is missing."))
      }
      # check the required field `sampleOverview`
      if (!is.null(input_json$`sampleOverview`)) {
        stopifnot(R6::is.R6(input_json$`sampleOverview`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsData: the required field `sampleOverview` is missing."))
      }
      # check the required field `designMatrix`
      if (!is.null(input_json$`designMatrix`)) {
        stopifnot(R6::is.R6(input_json$`designMatrix`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsData: the required field `designMatrix` is missing."))
      }
      # check the required field `geneOverview`
      if (!is.null(input_json$`geneOverview`)) {
        stopifnot(R6::is.R6(input_json$`geneOverview`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsData: the required field `geneOverview` is missing."))
      }
      # check the required field `expressionMatrix`
      if (!is.null(input_json$`expressionMatrix`)) {
        stopifnot(R6::is.R6(input_json$`expressionMatrix`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for TranscriptomeInsightsData: the required field `expressionMatrix` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of TranscriptomeInsightsData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      # check if the required `sampleOverview` is null
      if (is.null(self$`sampleOverview`)) {
        return(FALSE)
      }

      # check if the required `designMatrix` is null
      if (is.null(self$`designMatrix`)) {
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
      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      # check if the required `sampleOverview` is null
      if (is.null(self$`sampleOverview`)) {
        invalid_fields["sampleOverview"] <- "Non-nullable required field `sampleOverview` cannot be null."
      }

      # check if the required `designMatrix` is null
      if (is.null(self$`designMatrix`)) {
        invalid_fields["designMatrix"] <- "Non-nullable required field `designMatrix` cannot be null."
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
# TranscriptomeInsightsData$unlock()
#
## Below is an example to define the print function
# TranscriptomeInsightsData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# TranscriptomeInsightsData$lock()

