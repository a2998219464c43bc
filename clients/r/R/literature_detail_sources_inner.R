#' Create a new LiteratureDetailSourcesInner
#'
#' @description
#' LiteratureDetailSourcesInner Class
#'
#' @docType class
#' @title LiteratureDetailSourcesInner
#' @description LiteratureDetailSourcesInner Class
#' @format An \code{R6Class} generator object
#' @field sourceId  character
#' @field title  character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
LiteratureDetailSourcesInner <- R6::R6Class(
  "LiteratureDetailSourcesInner",
  public = list(
    `sourceId` = NULL,
    `title` = NULL,

    #' @description
    #' Initialize a new LiteratureDetailSourcesInner class.
    #'
    #' @param sourceId sourceId
    #' @param title title
    #' @param ... Other optional arguments.
    initialize = function(`sourceId`, `title`, ...) {
      if (!missing(`sourceId`)) {
        if (!(is.character(`sourceId`) && length(`sourceId`) == 1)) {
          stop(paste("Error! Invalid data for `sourceId`. Must be a string:", `sourceId`))
        }
        self$`sourceId` <- `sourceId`
      }
      if (!missing(`title`)) {
        if (!(is.character(`title`) && length(`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", `title`))
        }
        self$`title` <- `title`
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
    #' @return LiteratureDetailSourcesInner as a base R list.
    #' @examples
    #' # convert array of LiteratureDetailSourcesInner (x) to a data frame
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
    #' Convert LiteratureDetailSourcesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      LiteratureDetailSourcesInnerObject <- list()
      if (!is.null(self$`sourceId`)) {
        LiteratureDetailSourcesInnerObject[["sourceId"]] <-
          self$`sourceId`
      }
      if (!is.null(self$`title`)) {
        LiteratureDetailSourcesInnerObject[["title"]] <-
          self$`title`
      }
      return(LiteratureDetailSourcesInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of LiteratureDetailSourcesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureDetailSourcesInner
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`sourceId`)) {
        self$`sourceId` <- this_object$`sourceId`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return LiteratureDetailSourcesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of LiteratureDetailSourcesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of LiteratureDetailSourcesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`sourceId` <- this_object$`sourceId`
      self$`title` <- this_object$`title`
      self
    },

    #' @description
    #' Validate JSON input with respect to LiteratureDetailSourcesInner and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `sourceId`
      if (!is.null(input_json$`sourceId`)) {
        if (!(is.character(input_json$`sourceId`) && length(input_json$`sourceId`) == 1)) {
          stop(paste("Error! Invalid data for `sourceId`. Must be a string:", input_json$`sourceId`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetailSourcesInner: the required field `sourceId` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for LiteratureDetailSourcesInner: the required field `title` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of LiteratureDetailSourcesInner
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `sourceId` is null
      if (is.null(self$`sourceId`)) {
        return(FALSE)
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
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
      # check if the required `sourceId` is null
      if (is.null(self$`sourceId`)) {
        invalid_fields["sourceId"] <- "Non-nullable required field `sourceId` cannot be null."
      }

      # check if the required `title` is null
      if (is.null(self$`title`)) {
        invalid_fields["title"] <- "Non-nullable required field `title` cannot be null."
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
# LiteratureDetailSourcesInner$unlock()
#
## Below is an example to define the print function
# LiteratureDetailSourcesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# LiteratureDetailSourcesInner$lock()

