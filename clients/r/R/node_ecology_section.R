#' Create a new NodeEcologySection
#'
#' @description
#' Host-plant families, occurrence countries and flight periods under the node (`summary` and `items` as in the other sections), plus the flight period computed from dated occurrences.
#'
#' @docType class
#' @title NodeEcologySection
#' @description NodeEcologySection Class
#' @format An \code{R6Class} generator object
#' @field summary  character
#' @field items  list(\link{LabelValue})
#' @field flightPeriod  \link{FlightPeriod}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NodeEcologySection <- R6::R6Class(
  "NodeEcologySection",
  public = list(
    `summary` = NULL,
    `items` = NULL,
    `flightPeriod` = NULL,

    #' @description
    #' Initialize a new NodeEcologySection class.
    #'
    #' @param summary summary
    #' @param items items
    #' @param flightPeriod flightPeriod
    #' @param ... Other optional arguments.
    initialize = function(`summary`, `items`, `flightPeriod`, ...) {
      if (!missing(`summary`)) {
        if (!(is.character(`summary`) && length(`summary`) == 1)) {
          stop(paste("Error! Invalid data for `summary`. Must be a string:", `summary`))
        }
        self$`summary` <- `summary`
      }
      if (!missing(`items`)) {
        stopifnot(is.vector(`items`), length(`items`) != 0)
        sapply(`items`, function(x) stopifnot(R6::is.R6(x)))
        self$`items` <- `items`
      }
      if (!missing(`flightPeriod`)) {
        stopifnot(R6::is.R6(`flightPeriod`))
        self$`flightPeriod` <- `flightPeriod`
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
    #' @return NodeEcologySection as a base R list.
    #' @examples
    #' # convert array of NodeEcologySection (x) to a data frame
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
    #' Convert NodeEcologySection to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NodeEcologySectionObject <- list()
      if (!is.null(self$`summary`)) {
        NodeEcologySectionObject[["summary"]] <-
          self$`summary`
      }
      if (!is.null(self$`items`)) {
        NodeEcologySectionObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      if (!is.null(self$`flightPeriod`)) {
        NodeEcologySectionObject[["flightPeriod"]] <-
          self$extractSimpleType(self$`flightPeriod`)
      }
      return(NodeEcologySectionObject)
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
    #' Deserialize JSON string into an instance of NodeEcologySection
    #'
    #' @param input_json the JSON input
    #' @return the instance of NodeEcologySection
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`summary`)) {
        self$`summary` <- this_object$`summary`
      }
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[LabelValue]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`flightPeriod`)) {
        `flightperiod_object` <- FlightPeriod$new()
        `flightperiod_object`$fromJSON(jsonlite::toJSON(this_object$`flightPeriod`, auto_unbox = TRUE, digits = NA))
        self$`flightPeriod` <- `flightperiod_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NodeEcologySection in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NodeEcologySection
    #'
    #' @param input_json the JSON input
    #' @return the instance of NodeEcologySection
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`summary` <- this_object$`summary`
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[LabelValue]", loadNamespace("lepidoptera"))
      self$`flightPeriod` <- FlightPeriod$new()$fromJSON(jsonlite::toJSON(this_object$`flightPeriod`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to NodeEcologySection and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for NodeEcologySection: the required field `summary` is missing."))
      }
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodeEcologySection: the required field `items` is missing."))
      }
      # check the required field `flightPeriod`
      if (!is.null(input_json$`flightPeriod`)) {
        stopifnot(R6::is.R6(input_json$`flightPeriod`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodeEcologySection: the required field `flightPeriod` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NodeEcologySection
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `summary` is null
      if (is.null(self$`summary`)) {
        return(FALSE)
      }

      # check if the required `items` is null
      if (is.null(self$`items`)) {
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
      # check if the required `summary` is null
      if (is.null(self$`summary`)) {
        invalid_fields["summary"] <- "Non-nullable required field `summary` cannot be null."
      }

      # check if the required `items` is null
      if (is.null(self$`items`)) {
        invalid_fields["items"] <- "Non-nullable required field `items` cannot be null."
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
# NodeEcologySection$unlock()
#
## Below is an example to define the print function
# NodeEcologySection$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NodeEcologySection$lock()

