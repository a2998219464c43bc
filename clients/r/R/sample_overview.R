#' Create a new SampleOverview
#'
#' @description
#' RNA-seq runs of the species counted by sample attribute (values the source lacks are not counted).
#'
#' @docType class
#' @title SampleOverview
#' @description SampleOverview Class
#' @format An \code{R6Class} generator object
#' @field runs  integer
#' @field byTissue  list(\link{ValueCount})
#' @field byDevStage  list(\link{ValueCount})
#' @field bySex  list(\link{ValueCount})
#' @field byPlatform  list(\link{ValueCount})
#' @field byYear Runs by release year (`value` is the year as text). list(\link{ValueCount})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SampleOverview <- R6::R6Class(
  "SampleOverview",
  public = list(
    `runs` = NULL,
    `byTissue` = NULL,
    `byDevStage` = NULL,
    `bySex` = NULL,
    `byPlatform` = NULL,
    `byYear` = NULL,

    #' @description
    #' Initialize a new SampleOverview class.
    #'
    #' @param runs runs
    #' @param byTissue byTissue
    #' @param byDevStage byDevStage
    #' @param bySex bySex
    #' @param byPlatform byPlatform
    #' @param byYear Runs by release year (`value` is the year as text).
    #' @param ... Other optional arguments.
    initialize = function(`runs`, `byTissue`, `byDevStage`, `bySex`, `byPlatform`, `byYear`, ...) {
      if (!missing(`runs`)) {
        if (!(is.numeric(`runs`) && length(`runs`) == 1)) {
          stop(paste("Error! Invalid data for `runs`. Must be an integer:", `runs`))
        }
        self$`runs` <- `runs`
      }
      if (!missing(`byTissue`)) {
        stopifnot(is.vector(`byTissue`), length(`byTissue`) != 0)
        sapply(`byTissue`, function(x) stopifnot(R6::is.R6(x)))
        self$`byTissue` <- `byTissue`
      }
      if (!missing(`byDevStage`)) {
        stopifnot(is.vector(`byDevStage`), length(`byDevStage`) != 0)
        sapply(`byDevStage`, function(x) stopifnot(R6::is.R6(x)))
        self$`byDevStage` <- `byDevStage`
      }
      if (!missing(`bySex`)) {
        stopifnot(is.vector(`bySex`), length(`bySex`) != 0)
        sapply(`bySex`, function(x) stopifnot(R6::is.R6(x)))
        self$`bySex` <- `bySex`
      }
      if (!missing(`byPlatform`)) {
        stopifnot(is.vector(`byPlatform`), length(`byPlatform`) != 0)
        sapply(`byPlatform`, function(x) stopifnot(R6::is.R6(x)))
        self$`byPlatform` <- `byPlatform`
      }
      if (!missing(`byYear`)) {
        stopifnot(is.vector(`byYear`), length(`byYear`) != 0)
        sapply(`byYear`, function(x) stopifnot(R6::is.R6(x)))
        self$`byYear` <- `byYear`
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
    #' @return SampleOverview as a base R list.
    #' @examples
    #' # convert array of SampleOverview (x) to a data frame
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
    #' Convert SampleOverview to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SampleOverviewObject <- list()
      if (!is.null(self$`runs`)) {
        SampleOverviewObject[["runs"]] <-
          self$`runs`
      }
      if (!is.null(self$`byTissue`)) {
        SampleOverviewObject[["byTissue"]] <-
          self$extractSimpleType(self$`byTissue`)
      }
      if (!is.null(self$`byDevStage`)) {
        SampleOverviewObject[["byDevStage"]] <-
          self$extractSimpleType(self$`byDevStage`)
      }
      if (!is.null(self$`bySex`)) {
        SampleOverviewObject[["bySex"]] <-
          self$extractSimpleType(self$`bySex`)
      }
      if (!is.null(self$`byPlatform`)) {
        SampleOverviewObject[["byPlatform"]] <-
          self$extractSimpleType(self$`byPlatform`)
      }
      if (!is.null(self$`byYear`)) {
        SampleOverviewObject[["byYear"]] <-
          self$extractSimpleType(self$`byYear`)
      }
      return(SampleOverviewObject)
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
    #' Deserialize JSON string into an instance of SampleOverview
    #'
    #' @param input_json the JSON input
    #' @return the instance of SampleOverview
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`runs`)) {
        self$`runs` <- this_object$`runs`
      }
      if (!is.null(this_object$`byTissue`)) {
        self$`byTissue` <- ApiClient$new()$deserializeObj(this_object$`byTissue`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`byDevStage`)) {
        self$`byDevStage` <- ApiClient$new()$deserializeObj(this_object$`byDevStage`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`bySex`)) {
        self$`bySex` <- ApiClient$new()$deserializeObj(this_object$`bySex`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`byPlatform`)) {
        self$`byPlatform` <- ApiClient$new()$deserializeObj(this_object$`byPlatform`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`byYear`)) {
        self$`byYear` <- ApiClient$new()$deserializeObj(this_object$`byYear`, "array[ValueCount]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SampleOverview in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SampleOverview
    #'
    #' @param input_json the JSON input
    #' @return the instance of SampleOverview
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`runs` <- this_object$`runs`
      self$`byTissue` <- ApiClient$new()$deserializeObj(this_object$`byTissue`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`byDevStage` <- ApiClient$new()$deserializeObj(this_object$`byDevStage`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`bySex` <- ApiClient$new()$deserializeObj(this_object$`bySex`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`byPlatform` <- ApiClient$new()$deserializeObj(this_object$`byPlatform`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self$`byYear` <- ApiClient$new()$deserializeObj(this_object$`byYear`, "array[ValueCount]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to SampleOverview and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `runs`
      if (!is.null(input_json$`runs`)) {
        if (!(is.numeric(input_json$`runs`) && length(input_json$`runs`) == 1)) {
          stop(paste("Error! Invalid data for `runs`. Must be an integer:", input_json$`runs`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SampleOverview: the required field `runs` is missing."))
      }
      # check the required field `byTissue`
      if (!is.null(input_json$`byTissue`)) {
        stopifnot(is.vector(input_json$`byTissue`), length(input_json$`byTissue`) != 0)
        tmp <- sapply(input_json$`byTissue`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SampleOverview: the required field `byTissue` is missing."))
      }
      # check the required field `byDevStage`
      if (!is.null(input_json$`byDevStage`)) {
        stopifnot(is.vector(input_json$`byDevStage`), length(input_json$`byDevStage`) != 0)
        tmp <- sapply(input_json$`byDevStage`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SampleOverview: the required field `byDevStage` is missing."))
      }
      # check the required field `bySex`
      if (!is.null(input_json$`bySex`)) {
        stopifnot(is.vector(input_json$`bySex`), length(input_json$`bySex`) != 0)
        tmp <- sapply(input_json$`bySex`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SampleOverview: the required field `bySex` is missing."))
      }
      # check the required field `byPlatform`
      if (!is.null(input_json$`byPlatform`)) {
        stopifnot(is.vector(input_json$`byPlatform`), length(input_json$`byPlatform`) != 0)
        tmp <- sapply(input_json$`byPlatform`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SampleOverview: the required field `byPlatform` is missing."))
      }
      # check the required field `byYear`
      if (!is.null(input_json$`byYear`)) {
        stopifnot(is.vector(input_json$`byYear`), length(input_json$`byYear`) != 0)
        tmp <- sapply(input_json$`byYear`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SampleOverview: the required field `byYear` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SampleOverview
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `runs` is null
      if (is.null(self$`runs`)) {
        return(FALSE)
      }

      if (self$`runs` < 0) {
        return(FALSE)
      }

      # check if the required `byTissue` is null
      if (is.null(self$`byTissue`)) {
        return(FALSE)
      }

      # check if the required `byDevStage` is null
      if (is.null(self$`byDevStage`)) {
        return(FALSE)
      }

      # check if the required `bySex` is null
      if (is.null(self$`bySex`)) {
        return(FALSE)
      }

      # check if the required `byPlatform` is null
      if (is.null(self$`byPlatform`)) {
        return(FALSE)
      }

      # check if the required `byYear` is null
      if (is.null(self$`byYear`)) {
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
      # check if the required `runs` is null
      if (is.null(self$`runs`)) {
        invalid_fields["runs"] <- "Non-nullable required field `runs` cannot be null."
      }

      if (self$`runs` < 0) {
        invalid_fields["runs"] <- "Invalid value for `runs`, must be bigger than or equal to 0."
      }

      # check if the required `byTissue` is null
      if (is.null(self$`byTissue`)) {
        invalid_fields["byTissue"] <- "Non-nullable required field `byTissue` cannot be null."
      }

      # check if the required `byDevStage` is null
      if (is.null(self$`byDevStage`)) {
        invalid_fields["byDevStage"] <- "Non-nullable required field `byDevStage` cannot be null."
      }

      # check if the required `bySex` is null
      if (is.null(self$`bySex`)) {
        invalid_fields["bySex"] <- "Non-nullable required field `bySex` cannot be null."
      }

      # check if the required `byPlatform` is null
      if (is.null(self$`byPlatform`)) {
        invalid_fields["byPlatform"] <- "Non-nullable required field `byPlatform` cannot be null."
      }

      # check if the required `byYear` is null
      if (is.null(self$`byYear`)) {
        invalid_fields["byYear"] <- "Non-nullable required field `byYear` cannot be null."
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
# SampleOverview$unlock()
#
## Below is an example to define the print function
# SampleOverview$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SampleOverview$lock()

