#' Create a new DomainStatsSourcesInner
#'
#' @description
#' DomainStatsSourcesInner Class
#'
#' @docType class
#' @title DomainStatsSourcesInner
#' @description DomainStatsSourcesInner Class
#' @format An \code{R6Class} generator object
#' @field sourceId  character
#' @field title  character
#' @field licence Licence as stated by the source (as in `/about`); null when the source states none. character
#' @field citation  character
#' @field records Rows loaded from the source (over every table that stores its records). integer
#' @field dropped Source rows the loader left out on purpose, e.g. records whose organism is not a lepidopteran, rows without a species, exact duplicates (the reasons are in the loader's summary). integer
#' @field unresolved Rows loaded whose organism name is not in the taxonomy (or that name none), served with no taxon link. integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
DomainStatsSourcesInner <- R6::R6Class(
  "DomainStatsSourcesInner",
  public = list(
    `sourceId` = NULL,
    `title` = NULL,
    `licence` = NULL,
    `citation` = NULL,
    `records` = NULL,
    `dropped` = NULL,
    `unresolved` = NULL,

    #' @description
    #' Initialize a new DomainStatsSourcesInner class.
    #'
    #' @param sourceId sourceId
    #' @param title title
    #' @param licence Licence as stated by the source (as in `/about`); null when the source states none.
    #' @param citation citation
    #' @param records Rows loaded from the source (over every table that stores its records).
    #' @param dropped Source rows the loader left out on purpose, e.g. records whose organism is not a lepidopteran, rows without a species, exact duplicates (the reasons are in the loader's summary).
    #' @param unresolved Rows loaded whose organism name is not in the taxonomy (or that name none), served with no taxon link.
    #' @param ... Other optional arguments.
    initialize = function(`sourceId`, `title`, `licence`, `citation`, `records`, `dropped`, `unresolved`, ...) {
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
      if (!missing(`records`)) {
        if (!(is.numeric(`records`) && length(`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", `records`))
        }
        self$`records` <- `records`
      }
      if (!missing(`dropped`)) {
        if (!(is.numeric(`dropped`) && length(`dropped`) == 1)) {
          stop(paste("Error! Invalid data for `dropped`. Must be an integer:", `dropped`))
        }
        self$`dropped` <- `dropped`
      }
      if (!missing(`unresolved`)) {
        if (!(is.numeric(`unresolved`) && length(`unresolved`) == 1)) {
          stop(paste("Error! Invalid data for `unresolved`. Must be an integer:", `unresolved`))
        }
        self$`unresolved` <- `unresolved`
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
    #' @return DomainStatsSourcesInner as a base R list.
    #' @examples
    #' # convert array of DomainStatsSourcesInner (x) to a data frame
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
    #' Convert DomainStatsSourcesInner to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      DomainStatsSourcesInnerObject <- list()
      if (!is.null(self$`sourceId`)) {
        DomainStatsSourcesInnerObject[["sourceId"]] <-
          self$`sourceId`
      }
      if (!is.null(self$`title`)) {
        DomainStatsSourcesInnerObject[["title"]] <-
          self$`title`
      }
      if (!is.null(self$`licence`)) {
        DomainStatsSourcesInnerObject[["licence"]] <-
          self$`licence`
      }
      if (!is.null(self$`citation`)) {
        DomainStatsSourcesInnerObject[["citation"]] <-
          self$`citation`
      }
      if (!is.null(self$`records`)) {
        DomainStatsSourcesInnerObject[["records"]] <-
          self$`records`
      }
      if (!is.null(self$`dropped`)) {
        DomainStatsSourcesInnerObject[["dropped"]] <-
          self$`dropped`
      }
      if (!is.null(self$`unresolved`)) {
        DomainStatsSourcesInnerObject[["unresolved"]] <-
          self$`unresolved`
      }
      return(DomainStatsSourcesInnerObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of DomainStatsSourcesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of DomainStatsSourcesInner
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
      if (!is.null(this_object$`records`)) {
        self$`records` <- this_object$`records`
      }
      if (!is.null(this_object$`dropped`)) {
        self$`dropped` <- this_object$`dropped`
      }
      if (!is.null(this_object$`unresolved`)) {
        self$`unresolved` <- this_object$`unresolved`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return DomainStatsSourcesInner in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of DomainStatsSourcesInner
    #'
    #' @param input_json the JSON input
    #' @return the instance of DomainStatsSourcesInner
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`sourceId` <- this_object$`sourceId`
      self$`title` <- this_object$`title`
      self$`licence` <- this_object$`licence`
      self$`citation` <- this_object$`citation`
      self$`records` <- this_object$`records`
      self$`dropped` <- this_object$`dropped`
      self$`unresolved` <- this_object$`unresolved`
      self
    },

    #' @description
    #' Validate JSON input with respect to DomainStatsSourcesInner and throw an exception if invalid
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
        stop(paste("The JSON input `", input, "` is invalid for DomainStatsSourcesInner: the required field `sourceId` is missing."))
      }
      # check the required field `title`
      if (!is.null(input_json$`title`)) {
        if (!(is.character(input_json$`title`) && length(input_json$`title`) == 1)) {
          stop(paste("Error! Invalid data for `title`. Must be a string:", input_json$`title`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStatsSourcesInner: the required field `title` is missing."))
      }
      # check the required field `licence`
      if (!is.null(input_json$`licence`)) {
        if (!(is.character(input_json$`licence`) && length(input_json$`licence`) == 1)) {
          stop(paste("Error! Invalid data for `licence`. Must be a string:", input_json$`licence`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStatsSourcesInner: the required field `licence` is missing."))
      }
      # check the required field `citation`
      if (!is.null(input_json$`citation`)) {
        if (!(is.character(input_json$`citation`) && length(input_json$`citation`) == 1)) {
          stop(paste("Error! Invalid data for `citation`. Must be a string:", input_json$`citation`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStatsSourcesInner: the required field `citation` is missing."))
      }
      # check the required field `records`
      if (!is.null(input_json$`records`)) {
        if (!(is.numeric(input_json$`records`) && length(input_json$`records`) == 1)) {
          stop(paste("Error! Invalid data for `records`. Must be an integer:", input_json$`records`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStatsSourcesInner: the required field `records` is missing."))
      }
      # check the required field `dropped`
      if (!is.null(input_json$`dropped`)) {
        if (!(is.numeric(input_json$`dropped`) && length(input_json$`dropped`) == 1)) {
          stop(paste("Error! Invalid data for `dropped`. Must be an integer:", input_json$`dropped`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStatsSourcesInner: the required field `dropped` is missing."))
      }
      # check the required field `unresolved`
      if (!is.null(input_json$`unresolved`)) {
        if (!(is.numeric(input_json$`unresolved`) && length(input_json$`unresolved`) == 1)) {
          stop(paste("Error! Invalid data for `unresolved`. Must be an integer:", input_json$`unresolved`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for DomainStatsSourcesInner: the required field `unresolved` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of DomainStatsSourcesInner
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

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        return(FALSE)
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        return(FALSE)
      }

      if (self$`records` < 0) {
        return(FALSE)
      }

      # check if the required `dropped` is null
      if (is.null(self$`dropped`)) {
        return(FALSE)
      }

      if (self$`dropped` < 0) {
        return(FALSE)
      }

      # check if the required `unresolved` is null
      if (is.null(self$`unresolved`)) {
        return(FALSE)
      }

      if (self$`unresolved` < 0) {
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

      # check if the required `citation` is null
      if (is.null(self$`citation`)) {
        invalid_fields["citation"] <- "Non-nullable required field `citation` cannot be null."
      }

      # check if the required `records` is null
      if (is.null(self$`records`)) {
        invalid_fields["records"] <- "Non-nullable required field `records` cannot be null."
      }

      if (self$`records` < 0) {
        invalid_fields["records"] <- "Invalid value for `records`, must be bigger than or equal to 0."
      }

      # check if the required `dropped` is null
      if (is.null(self$`dropped`)) {
        invalid_fields["dropped"] <- "Non-nullable required field `dropped` cannot be null."
      }

      if (self$`dropped` < 0) {
        invalid_fields["dropped"] <- "Invalid value for `dropped`, must be bigger than or equal to 0."
      }

      # check if the required `unresolved` is null
      if (is.null(self$`unresolved`)) {
        invalid_fields["unresolved"] <- "Non-nullable required field `unresolved` cannot be null."
      }

      if (self$`unresolved` < 0) {
        invalid_fields["unresolved"] <- "Invalid value for `unresolved`, must be bigger than or equal to 0."
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
# DomainStatsSourcesInner$unlock()
#
## Below is an example to define the print function
# DomainStatsSourcesInner$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# DomainStatsSourcesInner$lock()

