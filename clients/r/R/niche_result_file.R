#' Create a new NicheResultFile
#'
#' @description
#' NicheResultFile Class
#'
#' @docType class
#' @title NicheResultFile
#' @description NicheResultFile Class
#' @format An \code{R6Class} generator object
#' @field fileId  character
#' @field name  character
#' @field contentType  character
#' @field sizeBytes  integer
#' @field href  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheResultFile <- R6::R6Class(
  "NicheResultFile",
  public = list(
    `fileId` = NULL,
    `name` = NULL,
    `contentType` = NULL,
    `sizeBytes` = NULL,
    `href` = NULL,

    #' @description
    #' Initialize a new NicheResultFile class.
    #'
    #' @param fileId fileId
    #' @param name name
    #' @param contentType contentType
    #' @param sizeBytes sizeBytes
    #' @param href href
    #' @param ... Other optional arguments.
    initialize = function(`fileId`, `name`, `contentType`, `sizeBytes`, `href`, ...) {
      if (!missing(`fileId`)) {
        if (!(is.character(`fileId`) && length(`fileId`) == 1)) {
          stop(paste("Error! Invalid data for `fileId`. Must be a string:", `fileId`))
        }
        self$`fileId` <- `fileId`
      }
      if (!missing(`name`)) {
        if (!(is.character(`name`) && length(`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", `name`))
        }
        self$`name` <- `name`
      }
      if (!missing(`contentType`)) {
        if (!(is.character(`contentType`) && length(`contentType`) == 1)) {
          stop(paste("Error! Invalid data for `contentType`. Must be a string:", `contentType`))
        }
        self$`contentType` <- `contentType`
      }
      if (!missing(`sizeBytes`)) {
        if (!(is.numeric(`sizeBytes`) && length(`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", `sizeBytes`))
        }
        self$`sizeBytes` <- `sizeBytes`
      }
      if (!missing(`href`)) {
        if (!(is.character(`href`) && length(`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", `href`))
        }
        self$`href` <- `href`
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
    #' @return NicheResultFile as a base R list.
    #' @examples
    #' # convert array of NicheResultFile (x) to a data frame
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
    #' Convert NicheResultFile to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheResultFileObject <- list()
      if (!is.null(self$`fileId`)) {
        NicheResultFileObject[["fileId"]] <-
          self$`fileId`
      }
      if (!is.null(self$`name`)) {
        NicheResultFileObject[["name"]] <-
          self$`name`
      }
      if (!is.null(self$`contentType`)) {
        NicheResultFileObject[["contentType"]] <-
          self$`contentType`
      }
      if (!is.null(self$`sizeBytes`)) {
        NicheResultFileObject[["sizeBytes"]] <-
          self$`sizeBytes`
      }
      if (!is.null(self$`href`)) {
        NicheResultFileObject[["href"]] <-
          self$`href`
      }
      return(NicheResultFileObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheResultFile
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheResultFile
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`fileId`)) {
        self$`fileId` <- this_object$`fileId`
      }
      if (!is.null(this_object$`name`)) {
        self$`name` <- this_object$`name`
      }
      if (!is.null(this_object$`contentType`)) {
        self$`contentType` <- this_object$`contentType`
      }
      if (!is.null(this_object$`sizeBytes`)) {
        self$`sizeBytes` <- this_object$`sizeBytes`
      }
      if (!is.null(this_object$`href`)) {
        self$`href` <- this_object$`href`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheResultFile in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheResultFile
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheResultFile
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`fileId` <- this_object$`fileId`
      self$`name` <- this_object$`name`
      self$`contentType` <- this_object$`contentType`
      self$`sizeBytes` <- this_object$`sizeBytes`
      self$`href` <- this_object$`href`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheResultFile and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `fileId`
      if (!is.null(input_json$`fileId`)) {
        if (!(is.character(input_json$`fileId`) && length(input_json$`fileId`) == 1)) {
          stop(paste("Error! Invalid data for `fileId`. Must be a string:", input_json$`fileId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResultFile: the required field `fileId` is missing."))
      }
      # check the required field `name`
      if (!is.null(input_json$`name`)) {
        if (!(is.character(input_json$`name`) && length(input_json$`name`) == 1)) {
          stop(paste("Error! Invalid data for `name`. Must be a string:", input_json$`name`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResultFile: the required field `name` is missing."))
      }
      # check the required field `contentType`
      if (!is.null(input_json$`contentType`)) {
        if (!(is.character(input_json$`contentType`) && length(input_json$`contentType`) == 1)) {
          stop(paste("Error! Invalid data for `contentType`. Must be a string:", input_json$`contentType`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResultFile: the required field `contentType` is missing."))
      }
      # check the required field `sizeBytes`
      if (!is.null(input_json$`sizeBytes`)) {
        if (!(is.numeric(input_json$`sizeBytes`) && length(input_json$`sizeBytes`) == 1)) {
          stop(paste("Error! Invalid data for `sizeBytes`. Must be an integer:", input_json$`sizeBytes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResultFile: the required field `sizeBytes` is missing."))
      }
      # check the required field `href`
      if (!is.null(input_json$`href`)) {
        if (!(is.character(input_json$`href`) && length(input_json$`href`) == 1)) {
          stop(paste("Error! Invalid data for `href`. Must be a string:", input_json$`href`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NicheResultFile: the required field `href` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheResultFile
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `fileId` is null
      if (is.null(self$`fileId`)) {
        return(FALSE)
      }

      if (!str_detect(self$`fileId`, "^[A-Za-z0-9][A-Za-z0-9._-]*$")) {
        return(FALSE)
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        return(FALSE)
      }

      # check if the required `contentType` is null
      if (is.null(self$`contentType`)) {
        return(FALSE)
      }

      # check if the required `sizeBytes` is null
      if (is.null(self$`sizeBytes`)) {
        return(FALSE)
      }

      if (self$`sizeBytes` < 0) {
        return(FALSE)
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
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
      # check if the required `fileId` is null
      if (is.null(self$`fileId`)) {
        invalid_fields["fileId"] <- "Non-nullable required field `fileId` cannot be null."
      }

      if (!str_detect(self$`fileId`, "^[A-Za-z0-9][A-Za-z0-9._-]*$")) {
        invalid_fields["fileId"] <- "Invalid value for `fileId`, must conform to the pattern ^[A-Za-z0-9][A-Za-z0-9._-]*$."
      }

      # check if the required `name` is null
      if (is.null(self$`name`)) {
        invalid_fields["name"] <- "Non-nullable required field `name` cannot be null."
      }

      # check if the required `contentType` is null
      if (is.null(self$`contentType`)) {
        invalid_fields["contentType"] <- "Non-nullable required field `contentType` cannot be null."
      }

      # check if the required `sizeBytes` is null
      if (is.null(self$`sizeBytes`)) {
        invalid_fields["sizeBytes"] <- "Non-nullable required field `sizeBytes` cannot be null."
      }

      if (self$`sizeBytes` < 0) {
        invalid_fields["sizeBytes"] <- "Invalid value for `sizeBytes`, must be bigger than or equal to 0."
      }

      # check if the required `href` is null
      if (is.null(self$`href`)) {
        invalid_fields["href"] <- "Non-nullable required field `href` cannot be null."
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
# NicheResultFile$unlock()
#
## Below is an example to define the print function
# NicheResultFile$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheResultFile$lock()

