#' Create a new UploadInstruction
#'
#' @description
#' UploadInstruction Class
#'
#' @docType class
#' @title UploadInstruction
#' @description UploadInstruction Class
#' @format An \code{R6Class} generator object
#' @field role  character
#' @field fileName  character
#' @field method  character
#' @field url Upload URL (send the raw bytes with `Content-Type application/octet-stream`). character
#' @field maxBytes  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
UploadInstruction <- R6::R6Class(
  "UploadInstruction",
  public = list(
    `role` = NULL,
    `fileName` = NULL,
    `method` = NULL,
    `url` = NULL,
    `maxBytes` = NULL,

    #' @description
    #' Initialize a new UploadInstruction class.
    #'
    #' @param role role
    #' @param fileName fileName
    #' @param method method
    #' @param url Upload URL (send the raw bytes with `Content-Type application/octet-stream`).
    #' @param maxBytes maxBytes
    #' @param ... Other optional arguments.
    initialize = function(`role`, `fileName`, `method`, `url`, `maxBytes`, ...) {
      if (!missing(`role`)) {
        if (!(is.character(`role`) && length(`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", `role`))
        }
        self$`role` <- `role`
      }
      if (!missing(`fileName`)) {
        if (!(is.character(`fileName`) && length(`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", `fileName`))
        }
        self$`fileName` <- `fileName`
      }
      if (!missing(`method`)) {
        if (!(`method` %in% c("PUT"))) {
          stop(paste("Error! \"", `method`, "\" cannot be assigned to `method`. Must be \"PUT\".", sep = ""))
        }
        if (!(is.character(`method`) && length(`method`) == 1)) {
          stop(paste("Error! Invalid data for `method`. Must be a string:", `method`))
        }
        self$`method` <- `method`
      }
      if (!missing(`url`)) {
        if (!(is.character(`url`) && length(`url`) == 1)) {
          stop(paste("Error! Invalid data for `url`. Must be a string:", `url`))
        }
        self$`url` <- `url`
      }
      if (!missing(`maxBytes`)) {
        if (!(is.numeric(`maxBytes`) && length(`maxBytes`) == 1)) {
          stop(paste("Error! Invalid data for `maxBytes`. Must be an integer:", `maxBytes`))
        }
        self$`maxBytes` <- `maxBytes`
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
    #' @return UploadInstruction as a base R list.
    #' @examples
    #' # convert array of UploadInstruction (x) to a data frame
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
    #' Convert UploadInstruction to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      UploadInstructionObject <- list()
      if (!is.null(self$`role`)) {
        UploadInstructionObject[["role"]] <-
          self$`role`
      }
      if (!is.null(self$`fileName`)) {
        UploadInstructionObject[["fileName"]] <-
          self$`fileName`
      }
      if (!is.null(self$`method`)) {
        UploadInstructionObject[["method"]] <-
          self$`method`
      }
      if (!is.null(self$`url`)) {
        UploadInstructionObject[["url"]] <-
          self$`url`
      }
      if (!is.null(self$`maxBytes`)) {
        UploadInstructionObject[["maxBytes"]] <-
          self$`maxBytes`
      }
      return(UploadInstructionObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of UploadInstruction
    #'
    #' @param input_json the JSON input
    #' @return the instance of UploadInstruction
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`role`)) {
        self$`role` <- this_object$`role`
      }
      if (!is.null(this_object$`fileName`)) {
        self$`fileName` <- this_object$`fileName`
      }
      if (!is.null(this_object$`method`)) {
        if (!is.null(this_object$`method`) && !(this_object$`method` %in% c("PUT"))) {
          stop(paste("Error! \"", this_object$`method`, "\" cannot be assigned to `method`. Must be \"PUT\".", sep = ""))
        }
        self$`method` <- this_object$`method`
      }
      if (!is.null(this_object$`url`)) {
        self$`url` <- this_object$`url`
      }
      if (!is.null(this_object$`maxBytes`)) {
        self$`maxBytes` <- this_object$`maxBytes`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return UploadInstruction in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of UploadInstruction
    #'
    #' @param input_json the JSON input
    #' @return the instance of UploadInstruction
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`role` <- this_object$`role`
      self$`fileName` <- this_object$`fileName`
      if (!is.null(this_object$`method`) && !(this_object$`method` %in% c("PUT"))) {
        stop(paste("Error! \"", this_object$`method`, "\" cannot be assigned to `method`. Must be \"PUT\".", sep = ""))
      }
      self$`method` <- this_object$`method`
      self$`url` <- this_object$`url`
      self$`maxBytes` <- this_object$`maxBytes`
      self
    },

    #' @description
    #' Validate JSON input with respect to UploadInstruction and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `role`
      if (!is.null(input_json$`role`)) {
        if (!(is.character(input_json$`role`) && length(input_json$`role`) == 1)) {
          stop(paste("Error! Invalid data for `role`. Must be a string:", input_json$`role`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for UploadInstruction: the required field `role` is missing."))
      }
      # check the required field `fileName`
      if (!is.null(input_json$`fileName`)) {
        if (!(is.character(input_json$`fileName`) && length(input_json$`fileName`) == 1)) {
          stop(paste("Error! Invalid data for `fileName`. Must be a string:", input_json$`fileName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for UploadInstruction: the required field `fileName` is missing."))
      }
      # check the required field `method`
      if (!is.null(input_json$`method`)) {
        if (!(is.character(input_json$`method`) && length(input_json$`method`) == 1)) {
          stop(paste("Error! Invalid data for `method`. Must be a string:", input_json$`method`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for UploadInstruction: the required field `method` is missing."))
      }
      # check the required field `url`
      if (!is.null(input_json$`url`)) {
        if (!(is.character(input_json$`url`) && length(input_json$`url`) == 1)) {
          stop(paste("Error! Invalid data for `url`. Must be a string:", input_json$`url`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for UploadInstruction: the required field `url` is missing."))
      }
      # check the required field `maxBytes`
      if (!is.null(input_json$`maxBytes`)) {
        if (!(is.numeric(input_json$`maxBytes`) && length(input_json$`maxBytes`) == 1)) {
          stop(paste("Error! Invalid data for `maxBytes`. Must be an integer:", input_json$`maxBytes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for UploadInstruction: the required field `maxBytes` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of UploadInstruction
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `role` is null
      if (is.null(self$`role`)) {
        return(FALSE)
      }

      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        return(FALSE)
      }

      # check if the required `method` is null
      if (is.null(self$`method`)) {
        return(FALSE)
      }

      # check if the required `url` is null
      if (is.null(self$`url`)) {
        return(FALSE)
      }

      # check if the required `maxBytes` is null
      if (is.null(self$`maxBytes`)) {
        return(FALSE)
      }

      if (self$`maxBytes` < 1) {
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
      # check if the required `role` is null
      if (is.null(self$`role`)) {
        invalid_fields["role"] <- "Non-nullable required field `role` cannot be null."
      }

      # check if the required `fileName` is null
      if (is.null(self$`fileName`)) {
        invalid_fields["fileName"] <- "Non-nullable required field `fileName` cannot be null."
      }

      # check if the required `method` is null
      if (is.null(self$`method`)) {
        invalid_fields["method"] <- "Non-nullable required field `method` cannot be null."
      }

      # check if the required `url` is null
      if (is.null(self$`url`)) {
        invalid_fields["url"] <- "Non-nullable required field `url` cannot be null."
      }

      # check if the required `maxBytes` is null
      if (is.null(self$`maxBytes`)) {
        invalid_fields["maxBytes"] <- "Non-nullable required field `maxBytes` cannot be null."
      }

      if (self$`maxBytes` < 1) {
        invalid_fields["maxBytes"] <- "Invalid value for `maxBytes`, must be bigger than or equal to 1."
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
# UploadInstruction$unlock()
#
## Below is an example to define the print function
# UploadInstruction$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# UploadInstruction$lock()

