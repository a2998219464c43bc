#' Create a new GenomeBrowser
#'
#' @description
#' Genome browser configuration; null when no browser is available (`hasBrowser` false).
#'
#' @docType class
#' @title GenomeBrowser
#' @description GenomeBrowser Class
#' @format An \code{R6Class} generator object
#' @field datasetLabel  character
#' @field assemblyName  character
#' @field refName  character
#' @field regionStart  integer
#' @field regionEnd  integer
#' @field defaultLocation `<refName>:<start>..<end>` character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
GenomeBrowser <- R6::R6Class(
  "GenomeBrowser",
  public = list(
    `datasetLabel` = NULL,
    `assemblyName` = NULL,
    `refName` = NULL,
    `regionStart` = NULL,
    `regionEnd` = NULL,
    `defaultLocation` = NULL,

    #' @description
    #' Initialize a new GenomeBrowser class.
    #'
    #' @param datasetLabel datasetLabel
    #' @param assemblyName assemblyName
    #' @param refName refName
    #' @param regionStart regionStart
    #' @param regionEnd regionEnd
    #' @param defaultLocation `<refName>:<start>..<end>`
    #' @param ... Other optional arguments.
    initialize = function(`datasetLabel`, `assemblyName`, `refName`, `regionStart`, `regionEnd`, `defaultLocation`, ...) {
      if (!missing(`datasetLabel`)) {
        if (!(is.character(`datasetLabel`) && length(`datasetLabel`) == 1)) {
          stop(paste("Error! Invalid data for `datasetLabel`. Must be a string:", `datasetLabel`))
        }
        self$`datasetLabel` <- `datasetLabel`
      }
      if (!missing(`assemblyName`)) {
        if (!(is.character(`assemblyName`) && length(`assemblyName`) == 1)) {
          stop(paste("Error! Invalid data for `assemblyName`. Must be a string:", `assemblyName`))
        }
        self$`assemblyName` <- `assemblyName`
      }
      if (!missing(`refName`)) {
        if (!(is.character(`refName`) && length(`refName`) == 1)) {
          stop(paste("Error! Invalid data for `refName`. Must be a string:", `refName`))
        }
        self$`refName` <- `refName`
      }
      if (!missing(`regionStart`)) {
        if (!(is.numeric(`regionStart`) && length(`regionStart`) == 1)) {
          stop(paste("Error! Invalid data for `regionStart`. Must be an integer:", `regionStart`))
        }
        self$`regionStart` <- `regionStart`
      }
      if (!missing(`regionEnd`)) {
        if (!(is.numeric(`regionEnd`) && length(`regionEnd`) == 1)) {
          stop(paste("Error! Invalid data for `regionEnd`. Must be an integer:", `regionEnd`))
        }
        self$`regionEnd` <- `regionEnd`
      }
      if (!missing(`defaultLocation`)) {
        if (!(is.character(`defaultLocation`) && length(`defaultLocation`) == 1)) {
          stop(paste("Error! Invalid data for `defaultLocation`. Must be a string:", `defaultLocation`))
        }
        self$`defaultLocation` <- `defaultLocation`
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
    #' @return GenomeBrowser as a base R list.
    #' @examples
    #' # convert array of GenomeBrowser (x) to a data frame
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
    #' Convert GenomeBrowser to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      GenomeBrowserObject <- list()
      if (!is.null(self$`datasetLabel`)) {
        GenomeBrowserObject[["datasetLabel"]] <-
          self$`datasetLabel`
      }
      if (!is.null(self$`assemblyName`)) {
        GenomeBrowserObject[["assemblyName"]] <-
          self$`assemblyName`
      }
      if (!is.null(self$`refName`)) {
        GenomeBrowserObject[["refName"]] <-
          self$`refName`
      }
      if (!is.null(self$`regionStart`)) {
        GenomeBrowserObject[["regionStart"]] <-
          self$`regionStart`
      }
      if (!is.null(self$`regionEnd`)) {
        GenomeBrowserObject[["regionEnd"]] <-
          self$`regionEnd`
      }
      if (!is.null(self$`defaultLocation`)) {
        GenomeBrowserObject[["defaultLocation"]] <-
          self$`defaultLocation`
      }
      return(GenomeBrowserObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeBrowser
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeBrowser
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`datasetLabel`)) {
        self$`datasetLabel` <- this_object$`datasetLabel`
      }
      if (!is.null(this_object$`assemblyName`)) {
        self$`assemblyName` <- this_object$`assemblyName`
      }
      if (!is.null(this_object$`refName`)) {
        self$`refName` <- this_object$`refName`
      }
      if (!is.null(this_object$`regionStart`)) {
        self$`regionStart` <- this_object$`regionStart`
      }
      if (!is.null(this_object$`regionEnd`)) {
        self$`regionEnd` <- this_object$`regionEnd`
      }
      if (!is.null(this_object$`defaultLocation`)) {
        self$`defaultLocation` <- this_object$`defaultLocation`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return GenomeBrowser in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of GenomeBrowser
    #'
    #' @param input_json the JSON input
    #' @return the instance of GenomeBrowser
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`datasetLabel` <- this_object$`datasetLabel`
      self$`assemblyName` <- this_object$`assemblyName`
      self$`refName` <- this_object$`refName`
      self$`regionStart` <- this_object$`regionStart`
      self$`regionEnd` <- this_object$`regionEnd`
      self$`defaultLocation` <- this_object$`defaultLocation`
      self
    },

    #' @description
    #' Validate JSON input with respect to GenomeBrowser and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `datasetLabel`
      if (!is.null(input_json$`datasetLabel`)) {
        if (!(is.character(input_json$`datasetLabel`) && length(input_json$`datasetLabel`) == 1)) {
          stop(paste("Error! Invalid data for `datasetLabel`. Must be a string:", input_json$`datasetLabel`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBrowser: the required field `datasetLabel` is missing."))
      }
      # check the required field `assemblyName`
      if (!is.null(input_json$`assemblyName`)) {
        if (!(is.character(input_json$`assemblyName`) && length(input_json$`assemblyName`) == 1)) {
          stop(paste("Error! Invalid data for `assemblyName`. Must be a string:", input_json$`assemblyName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBrowser: the required field `assemblyName` is missing."))
      }
      # check the required field `refName`
      if (!is.null(input_json$`refName`)) {
        if (!(is.character(input_json$`refName`) && length(input_json$`refName`) == 1)) {
          stop(paste("Error! Invalid data for `refName`. Must be a string:", input_json$`refName`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBrowser: the required field `refName` is missing."))
      }
      # check the required field `regionStart`
      if (!is.null(input_json$`regionStart`)) {
        if (!(is.numeric(input_json$`regionStart`) && length(input_json$`regionStart`) == 1)) {
          stop(paste("Error! Invalid data for `regionStart`. Must be an integer:", input_json$`regionStart`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBrowser: the required field `regionStart` is missing."))
      }
      # check the required field `regionEnd`
      if (!is.null(input_json$`regionEnd`)) {
        if (!(is.numeric(input_json$`regionEnd`) && length(input_json$`regionEnd`) == 1)) {
          stop(paste("Error! Invalid data for `regionEnd`. Must be an integer:", input_json$`regionEnd`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBrowser: the required field `regionEnd` is missing."))
      }
      # check the required field `defaultLocation`
      if (!is.null(input_json$`defaultLocation`)) {
        if (!(is.character(input_json$`defaultLocation`) && length(input_json$`defaultLocation`) == 1)) {
          stop(paste("Error! Invalid data for `defaultLocation`. Must be a string:", input_json$`defaultLocation`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for GenomeBrowser: the required field `defaultLocation` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of GenomeBrowser
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `datasetLabel` is null
      if (is.null(self$`datasetLabel`)) {
        return(FALSE)
      }

      # check if the required `assemblyName` is null
      if (is.null(self$`assemblyName`)) {
        return(FALSE)
      }

      # check if the required `refName` is null
      if (is.null(self$`refName`)) {
        return(FALSE)
      }

      # check if the required `regionStart` is null
      if (is.null(self$`regionStart`)) {
        return(FALSE)
      }

      if (self$`regionStart` < 0) {
        return(FALSE)
      }

      # check if the required `regionEnd` is null
      if (is.null(self$`regionEnd`)) {
        return(FALSE)
      }

      if (self$`regionEnd` < 0) {
        return(FALSE)
      }

      # check if the required `defaultLocation` is null
      if (is.null(self$`defaultLocation`)) {
        return(FALSE)
      }

      if (!str_detect(self$`defaultLocation`, "^.+:[0-9]+\\.\\.[0-9]+$")) {
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
      # check if the required `datasetLabel` is null
      if (is.null(self$`datasetLabel`)) {
        invalid_fields["datasetLabel"] <- "Non-nullable required field `datasetLabel` cannot be null."
      }

      # check if the required `assemblyName` is null
      if (is.null(self$`assemblyName`)) {
        invalid_fields["assemblyName"] <- "Non-nullable required field `assemblyName` cannot be null."
      }

      # check if the required `refName` is null
      if (is.null(self$`refName`)) {
        invalid_fields["refName"] <- "Non-nullable required field `refName` cannot be null."
      }

      # check if the required `regionStart` is null
      if (is.null(self$`regionStart`)) {
        invalid_fields["regionStart"] <- "Non-nullable required field `regionStart` cannot be null."
      }

      if (self$`regionStart` < 0) {
        invalid_fields["regionStart"] <- "Invalid value for `regionStart`, must be bigger than or equal to 0."
      }

      # check if the required `regionEnd` is null
      if (is.null(self$`regionEnd`)) {
        invalid_fields["regionEnd"] <- "Non-nullable required field `regionEnd` cannot be null."
      }

      if (self$`regionEnd` < 0) {
        invalid_fields["regionEnd"] <- "Invalid value for `regionEnd`, must be bigger than or equal to 0."
      }

      # check if the required `defaultLocation` is null
      if (is.null(self$`defaultLocation`)) {
        invalid_fields["defaultLocation"] <- "Non-nullable required field `defaultLocation` cannot be null."
      }

      if (!str_detect(self$`defaultLocation`, "^.+:[0-9]+\\.\\.[0-9]+$")) {
        invalid_fields["defaultLocation"] <- "Invalid value for `defaultLocation`, must conform to the pattern ^.+:[0-9]+\\.\\.[0-9]+$."
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
# GenomeBrowser$unlock()
#
## Below is an example to define the print function
# GenomeBrowser$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# GenomeBrowser$lock()

