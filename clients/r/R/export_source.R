#' Create a new ExportSource
#'
#' @description
#' ExportSource Class
#'
#' @docType class
#' @title ExportSource
#' @description ExportSource Class
#' @format An \code{R6Class} generator object
#' @field sourceId  character
#' @field title  character
#' @field licence  character
#' @field citation  character
#' @field url  character
#' @field records  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ExportSource <- R6::R6Class(
  "ExportSource",
  public = list(
    `sourceId` = NULL,
    `title` = NULL,
    `licence` = NULL,
    `citation` = NULL,
    `url` = NULL,
    `records` = NULL,

    #' @description
    #' Initialize a new ExportSource class.
    #'
    #' @param sourceId sourceId
    #' @param title title
    #' @param licence licence
    #' @param citation citation
    #' @param url url
    #' @param records records
    #' @param ... Other optional arguments.
    initialize = function(`sourceId`, `title`, `licence`, `citation`, `url`, `records`, ...) {
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
      if (!missing(`licence`)) {
        if (!(is.character(`licence`) && length(`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", `licence`))
        }
        self$`licence` <- `licence`
      }
      if (!missing(`citation`)) {
        if (!(is.character(`citation`) && length(`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", `citation`))
        }
        self$`citation` <- `citation`
      }
      if (!missing(`url`)) {
        if (!(is.character(`url`) && length(`url`) == 1)) {
          stop(paste("Error! Invalid data for `url`. Must be a string:", `url`))
        }
        self$`url` <- `url`
      }
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
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
    #' @return ExportSource as a base R list.
    #' @examples
    #' # convert array of ExportSource (x) to a data frame
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
    #' Convert ExportSource to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ExportSourceObject <- list()
      if (!is.null(self$`sourceId`)) {
        ExportSourceObject[["sourceId"]] <-
          self$`sourceId`
      }
      if (!is.null(self$`title`)) {
        ExportSourceObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`licence`)) {
        ExportSourceObject[["licence"]] <-
          self$`licence`
      }
      if (!is.null(self$`citation`)) {
        ExportSourceObject[["citation"]] <-
          self$`citation`
      }
      if (!is.null(self$`url`)) {
        ExportSourceObject[["url"]] <-
          self$`url`
      }
      if (!is.null(self$`records`)) {
        ExportSourceObject[["records"]] <-
          self$`records`
      }
      return(ExportSourceObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of ExportSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportSource
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`sourceId`)) {
        self$`sourceId` <- this_object$`sourceId`
      }
      if (!is.null(this_object$`title`)) {
        self$`title` <- this_object$`title`
      }
      if (!is.null(this_object$`licence`)) {
        self$`licence` <- this_object$`licence`
      }
      if (!is.null(this_object$`citation`)) {
        self$`citation` <- this_object$`citation`
      }
      if (!is.null(this_object$`url`)) {
        self$`url` <- this_object$`url`
      }
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ExportSource in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ExportSource
    #'
    #' @param input_json the JSON input
    #' @return the instance of ExportSource
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`sourceId` <- this_object$`sourceId`
      self$`title` <- this_object$`title`
      self$`licence` <- this_object$`licence`
      self$`citation` <- this_object$`citation`
      self$`url` <- this_object$`url`
      self$`records` <- this_object$`records`
      self
    },

    #' @description
    #' Validate JSON input with respect to ExportSource and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for ExportSource: the required field `sourceId` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportSource: the required field `title` is missing."))
      }
      # check the required field `licence`
      if (!is.null(input_json$`licence`)) {
        if (!(is.character(input_json$`licence`) && length(input_json$`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", input_json$`licence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportSource: the required field `licence` is missing."))
      }
      # check the required field `citation`
      if (!is.null(input_json$`citation`)) {
        if (!(is.character(input_json$`citation`) && length(input_json$`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", input_json$`citation`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportSource: the required field `citation` is missing."))
      }
      # check the required field `url`
      if (!is.null(input_json$`url`)) {
        if (!(is.character(input_json$`url`) && length(input_json$`url`) == 1)) {
          stop(paste("Error! Invalid data for `url`. Must be a string:", input_json$`url`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportSource: the required field `url` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ExportSource: the required field `records` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ExportSource
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

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        return(FALSE)
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 1) {
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

      # check if the required `licence` is null
      if (is.null(self$`licence`)) {
        invalid_fields["licence"] <- "Non-nullable required field `licence` cannot be null."
      }

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        invalid_fields["citation"] <- "Non-nullable required field `citation` cannot be null."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 1) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 1."
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
# ExportSource$unlock()
#
## Below is an example to define the print function
# ExportSource$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ExportSource$lock()

