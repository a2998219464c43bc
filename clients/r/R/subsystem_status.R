#' Create a new SubsystemStatus
#'
#' @description
#' SubsystemStatus Class
#'
#' @docType class
#' @title SubsystemStatus
#' @description SubsystemStatus Class
#' @format An \code{R6Class} generator object
#' @field status `ok` usable; `unavailable` enabled but not answering; `disabled` switched off by configuration; `not_configured` its prerequisites (binaries, databases, model files) are missing; `loading` starting up; `error` failed. character
#' @field message Short explanation, or null. character
#' @field latencyMs Time the check took in milliseconds, or null when no check was run. numeric
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
SubsystemStatus <- R6::R6Class(
  "SubsystemStatus",
  public = list(
    `status` = NULL,
    `message` = NULL,
    `latencyMs` = NULL,

    #' @description
    #' Initialize a new SubsystemStatus class.
    #'
    #' @param status `ok` usable; `unavailable` enabled but not answering; `disabled` switched off by configuration; `not_configured` its prerequisites (binaries, databases, model files) are missing; `loading` starting up; `error` failed.
    #' @param message Short explanation, or null.
    #' @param latencyMs Time the check took in milliseconds, or null when no check was run.
    #' @param ... Other optional arguments.
    initialize = function(`status`, `message`, `latencyMs`, ...) {
      if (!missing(`status`)) {
        if (!(`status` %in% c("ok", "unavailable", "disabled", "not_configured", "loading", "error"))) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be \"ok\", \"unavailable\", \"disabled\", \"not_configured\", \"loading\", \"error\".", sep = ""))
        }
        if (!(is.character(`status`) && length(`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", `status`))
        }
        self$`status` <- `status`
      }
      if (!missing(`message`)) {
        if (!(is.character(`message`) && length(`message`) == 1)) {
          stop(paste("Error! Invalid data for `message`. Must be a string:", `message`))
        }
        self$`message` <- `message`
      }
      if (!missing(`latencyMs`)) {
        self$`latencyMs` <- `latencyMs`
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
    #' @return SubsystemStatus as a base R list.
    #' @examples
    #' # convert array of SubsystemStatus (x) to a data frame
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
    #' Convert SubsystemStatus to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      SubsystemStatusObject <- list()
      if (!is.null(self$`status`)) {
        SubsystemStatusObject[["status"]] <-
          self$`status`
      }
      if (!is.null(self$`message`)) {
        SubsystemStatusObject[["message"]] <-
          self$`message`
      }
      if (!is.null(self$`latencyMs`)) {
        SubsystemStatusObject[["latencyMs"]] <-
          self$`latencyMs`
      }
      return(SubsystemStatusObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of SubsystemStatus
    #'
    #' @param input_json the JSON input
    #' @return the instance of SubsystemStatus
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`status`)) {
        if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("ok", "unavailable", "disabled", "not_configured", "loading", "error"))) {
          stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"ok\", \"unavailable\", \"disabled\", \"not_configured\", \"loading\", \"error\".", sep = ""))
        }
        self$`status` <- this_object$`status`
      }
      if (!is.null(this_object$`message`)) {
        self$`message` <- this_object$`message`
      }
      if (!is.null(this_object$`latencyMs`)) {
        self$`latencyMs` <- this_object$`latencyMs`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return SubsystemStatus in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of SubsystemStatus
    #'
    #' @param input_json the JSON input
    #' @return the instance of SubsystemStatus
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("ok", "unavailable", "disabled", "not_configured", "loading", "error"))) {
        stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"ok\", \"unavailable\", \"disabled\", \"not_configured\", \"loading\", \"error\".", sep = ""))
      }
      self$`status` <- this_object$`status`
      self$`message` <- this_object$`message`
      self$`latencyMs` <- this_object$`latencyMs`
      self
    },

    #' @description
    #' Validate JSON input with respect to SubsystemStatus and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        if (!(is.character(input_json$`status`) && length(input_json$`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", input_json$`status`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SubsystemStatus: the required field `status` is missing."))
      }
      # check the required field `message`
      if (!is.null(input_json$`message`)) {
        if (!(is.character(input_json$`message`) && length(input_json$`message`) == 1)) {
          stop(paste("Error! Invalid data for `message`. Must be a string:", input_json$`message`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SubsystemStatus: the required field `message` is missing."))
      }
      # check the required field `latencyMs`
      if (!is.null(input_json$`latencyMs`)) {
      } else {
        stop(paste("The JSON input `", input, "` is invalid for SubsystemStatus: the required field `latencyMs` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of SubsystemStatus
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      if (self$`latencyMs` < 0) {
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
      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      if (self$`latencyMs` < 0) {
        invalid_fields["latencyMs"] <- "Invalid value for `latencyMs`, must be bigger than or equal to 0."
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
# SubsystemStatus$unlock()
#
## Below is an example to define the print function
# SubsystemStatus$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# SubsystemStatus$lock()

