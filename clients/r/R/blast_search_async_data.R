#' Create a new BlastSearchAsyncData
#'
#' @description
#' BlastSearchAsyncData Class
#'
#' @docType class
#' @title BlastSearchAsyncData
#' @description BlastSearchAsyncData Class
#' @format An \code{R6Class} generator object
#' @field mode  character
#' @field jobId  character
#' @field status  character
#' @field message  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastSearchAsyncData <- R6::R6Class(
  "BlastSearchAsyncData",
  public = list(
    `mode` = NULL,
    `jobId` = NULL,
    `status` = NULL,
    `message` = NULL,

    #' @description
    #' Initialize a new BlastSearchAsyncData class.
    #'
    #' @param mode mode
    #' @param jobId jobId
    #' @param status status
    #' @param message message
    #' @param ... Other optional arguments.
    initialize = function(`mode`, `jobId`, `status`, `message`, ...) {
      if (!missing(`mode`)) {
        if (!(`mode` %in% c("async"))) {
          stop(paste("Error! \"", `mode`, "\" cannot be assigned to `mode`. Must be \"async\".", sep = ""))
        }
        if (!(is.character(`mode`) && length(`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", `mode`))
        }
        self$`mode` <- `mode`
      }
      if (!missing(`jobId`)) {
        if (!(is.character(`jobId`) && length(`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", `jobId`))
        }
        self$`jobId` <- `jobId`
      }
      if (!missing(`status`)) {
        if (!(`status` %in% c("running"))) {
          stop(paste("Error! \"", `status`, "\" cannot be assigned to `status`. Must be \"running\".", sep = ""))
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
    #' @return BlastSearchAsyncData as a base R list.
    #' @examples
    #' # convert array of BlastSearchAsyncData (x) to a data frame
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
    #' Convert BlastSearchAsyncData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastSearchAsyncDataObject <- list()
      if (!is.null(self$`mode`)) {
        BlastSearchAsyncDataObject[["mode"]] <-
          self$`mode`
      }
      if (!is.null(self$`jobId`)) {
        BlastSearchAsyncDataObject[["jobId"]] <-
          self$`jobId`
      }
      if (!is.null(self$`status`)) {
        BlastSearchAsyncDataObject[["status"]] <-
          self$`status`
      }
      if (!is.null(self$`message`)) {
        BlastSearchAsyncDataObject[["message"]] <-
          self$`message`
      }
      return(BlastSearchAsyncDataObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastSearchAsyncData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastSearchAsyncData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`mode`)) {
        if (!is.null(this_object$`mode`) && !(this_object$`mode` %in% c("async"))) {
          stop(paste("Error! \"", this_object$`mode`, "\" cannot be assigned to `mode`. Must be \"async\".", sep = ""))
        }
        self$`mode` <- this_object$`mode`
      }
      if (!is.null(this_object$`jobId`)) {
        self$`jobId` <- this_object$`jobId`
      }
      if (!is.null(this_object$`status`)) {
        if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("running"))) {
          stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"running\".", sep = ""))
        }
        self$`status` <- this_object$`status`
      }
      if (!is.null(this_object$`message`)) {
        self$`message` <- this_object$`message`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastSearchAsyncData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastSearchAsyncData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastSearchAsyncData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`mode`) && !(this_object$`mode` %in% c("async"))) {
        stop(paste("Error! \"", this_object$`mode`, "\" cannot be assigned to `mode`. Must be \"async\".", sep = ""))
      }
      self$`mode` <- this_object$`mode`
      self$`jobId` <- this_object$`jobId`
      if (!is.null(this_object$`status`) && !(this_object$`status` %in% c("running"))) {
        stop(paste("Error! \"", this_object$`status`, "\" cannot be assigned to `status`. Must be \"running\".", sep = ""))
      }
      self$`status` <- this_object$`status`
      self$`message` <- this_object$`message`
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastSearchAsyncData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `mode`
      if (!is.null(input_json$`mode`)) {
        if (!(is.character(input_json$`mode`) && length(input_json$`mode`) == 1)) {
          stop(paste("Error! Invalid data for `mode`. Must be a string:", input_json$`mode`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchAsyncData: the required field `mode` is missing."))
      }
      # check the required field `jobId`
      if (!is.null(input_json$`jobId`)) {
        if (!(is.character(input_json$`jobId`) && length(input_json$`jobId`) == 1)) {
          stop(paste("Error! Invalid data for `jobId`. Must be a string:", input_json$`jobId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchAsyncData: the required field `jobId` is missing."))
      }
      # check the required field `status`
      if (!is.null(input_json$`status`)) {
        if (!(is.character(input_json$`status`) && length(input_json$`status`) == 1)) {
          stop(paste("Error! Invalid data for `status`. Must be a string:", input_json$`status`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchAsyncData: the required field `status` is missing."))
      }
      # check the required field `message`
      if (!is.null(input_json$`message`)) {
        if (!(is.character(input_json$`message`) && length(input_json$`message`) == 1)) {
          stop(paste("Error! Invalid data for `message`. Must be a string:", input_json$`message`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastSearchAsyncData: the required field `message` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastSearchAsyncData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `mode` is null
      if (is.null(self$`mode`)) {
        return(FALSE)
      }

      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        return(FALSE)
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        return(FALSE)
      }

      # check if the required `message` is null
      if (is.null(self$`message`)) {
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
      # check if the required `mode` is null
      if (is.null(self$`mode`)) {
        invalid_fields["mode"] <- "Non-nullable required field `mode` cannot be null."
      }

      # check if the required `jobId` is null
      if (is.null(self$`jobId`)) {
        invalid_fields["jobId"] <- "Non-nullable required field `jobId` cannot be null."
      }

      # check if the required `status` is null
      if (is.null(self$`status`)) {
        invalid_fields["status"] <- "Non-nullable required field `status` cannot be null."
      }

      # check if the required `message` is null
      if (is.null(self$`message`)) {
        invalid_fields["message"] <- "Non-nullable required field `message` cannot be null."
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
# BlastSearchAsyncData$unlock()
#
## Below is an example to define the print function
# BlastSearchAsyncData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastSearchAsyncData$lock()

