#' Create a new IdentificationHealth
#'
#' @description
#' IdentificationHealth Class
#'
#' @docType class
#' @title IdentificationHealth
#' @description IdentificationHealth Class
#' @format An \code{R6Class} generator object
#' @field status Readiness status of the model. character
#' @field model_version  character
#' @field class_count Number of classes (the model has 30). integer
#' @field device Compute device. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
IdentificationHealth <- R6::R6Class(
  "IdentificationHealth",
  public = list(
    `status` = NULL,
    `model_version` = NULL,
    `class_count` = NULL,
    `device` = NULL,

    #' @description
    #' Initialize a new IdentificationHealth class.
    #'
    #' @param status Readiness status of the model.
    #' @param model_version model_version
    #' @param class_count Number of classes (the model has 30).
    #' @param device Compute device.
    #' @param ... Other optional arguments.
    initialize = function(`status`, `model_version`, `class_count`, `device`, ...) {
      if (!missing(`status`)) {
        if (!(`status` %in% c("ready", "loading", "error"))) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be \"ready\", \"loading\", \"error\".", sep = ""))
        }
        if (!(is.character(`status`) && length(`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", `status`))
        }
        self$`status` <- `status`
      }
      if (!missing(`model_version`)) {
        if (!(is.character(`model_version`) && length(`model_version`) == 1)) {
          stop(paste("Error! Invalid data for `model_version`. Must be a string:", `model_version`))
        }
        self$`model_version` <- `model_version`
      }
      if (!missing(`class_count`)) {
        if (!(is.numeric(`class_count`) && length(`class_count`) == 1)) {
          stop(paste("Error! Invalid data for `class_count`. Must be an integer:", `class_count`))
        }
        self$`class_count` <- `class_count`
      }
      if (!missing(`device`)) {
        if (!(is.character(`device`) && length(`device`) == 1)) {
          stop(paste("Error! Invalid data for `device`. Must be a string:", `device`))
        }
        self$`device` <- `device`
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
    #' @return IdentificationHealth as a base R list.
    #' @examples
    #' # convert array of IdentificationHealth (x) to a data frame
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
    #' Convert IdentificationHealth to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      IdentificationHealthObject <- list()
      if (!is.null(self$`status`)) {
        IdentificationHealthObject[["status"]] <-
          self$`status`
      }
      if (!is.null(self$`model_version`)) {
        IdentificationHealthObject[["model_version"]] <-
          self$`model_version`
      }
      if (!is.null(self$`class_count`)) {
        IdentificationHealthObject[["class_count"]] <-
          self$`class_count`
      }
      if (!is.null(self$`device`)) {
        IdentificationHealthObject[["device"]] <-
          self$`device`
      }
      return(IdentificationHealthObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of IdentificationHealth
    #'
    #' @param input_json the JSON input
    #' @return the instance of IdentificationHealth
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`status`)) {
        if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("ready", "loading", "error"))) {
          stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"ready\", \"loading\", \"error\".", sep = ""))
        }
        self$`status` <- this_object$`status`
      }
      if (!is.null(this_object$`model_version`)) {
        self$`model_version` <- this_object$`model_version`
      }
      if (!is.null(this_object$`class_count`)) {
        self$`class_count` <- this_object$`class_count`
      }
      if (!is.null(this_object$`device`)) {
        self$`device` <- this_object$`device`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return IdentificationHealth in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of IdentificationHealth
    #'
    #' @param input_json the JSON input
    #' @return the instance of IdentificationHealth
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("ready", "loading", "error"))) {
        stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"ready\", \"loading\", \"error\".", sep = ""))
      }
      self$`status` <- this_object$`status`
      self$`model_version` <- this_object$`model_version`
      self$`class_count` <- this_object$`class_count`
      self$`device` <- this_object$`device`
      self
    },

    #' @description
    #' Validate JSON input with respect to IdentificationHealth and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for IdentificationHealth: the required field `status` is missing."))
      }
      # check the required field `model_version`
      if (!is.null(input_json$`model_version`)) {
        if (!(is.character(input_json$`model_version`) && length(input_json$`model_version`) == 1)) {
          stop(paste("Error! Invalid data for `model_version`. Must be a string:", input_json$`model_version`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationHealth: the required field `model_version` is missing."))
      }
      # check the required field `class_count`
      if (!is.null(input_json$`class_count`)) {
        if (!(is.numeric(input_json$`class_count`) && length(input_json$`class_count`) == 1)) {
          stop(paste("Error! Invalid data for `class_count`. Must be an integer:", input_json$`class_count`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationHealth: the required field `class_count` is missing."))
      }
      # check the required field `device`
      if (!is.null(input_json$`device`)) {
        if (!(is.character(input_json$`device`) && length(input_json$`device`) == 1)) {
          stop(paste("Error! Invalid data for `device`. Must be a string:", input_json$`device`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for IdentificationHealth: the required field `device` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of IdentificationHealth
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

      # check if the required `model_version` is null
      if (is.null(self$`model_version`)) {
        return(FALSE)
      }

      # check if the required `class_count` is null
      if (is.null(self$`class_count`)) {
        return(FALSE)
      }

      if (self$`class_count` < 0) {
        return(FALSE)
      }

      # check if the required `device` is null
      if (is.null(self$`device`)) {
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

      # check if the required `model_version` is null
      if (is.null(self$`model_version`)) {
        invalid_fields["model_version"] <- "Non-nullable required field `model_version` cannot be null."
      }

      # check if the required `class_count` is null
      if (is.null(self$`class_count`)) {
        invalid_fields["class_count"] <- "Non-nullable required field `class_count` cannot be null."
      }

      if (self$`class_count` < 0) {
        invalid_fields["class_count"] <- "Invalid value for `class_count`, must be bigger than or equal to 0."
      }

      # check if the required `device` is null
      if (is.null(self$`device`)) {
        invalid_fields["device"] <- "Non-nullable required field `device` cannot be null."
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
# IdentificationHealth$unlock()
#
## Below is an example to define the print function
# IdentificationHealth$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# IdentificationHealth$lock()

