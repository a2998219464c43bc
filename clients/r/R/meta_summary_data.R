#' Create a new MetaSummaryData
#'
#' @description
#' MetaSummaryData Class
#'
#' @docType class
#' @title MetaSummaryData
#' @description MetaSummaryData Class
#' @format An \code{R6Class} generator object
#' @field families Number of Lepidoptera families. integer
#' @field species Total species records. integer
#' @field barcodes Total DNA barcode entries. integer
#' @field dataDomains Number of active data modules. integer
#' @field updatedAt Time of the last data update. character
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
MetaSummaryData <- R6::R6Class(
  "MetaSummaryData",
  public = list(
    `families` = NULL,
    `species` = NULL,
    `barcodes` = NULL,
    `dataDomains` = NULL,
    `updatedAt` = NULL,

    #' @description
    #' Initialize a new MetaSummaryData class.
    #'
    #' @param families Number of Lepidoptera families.
    #' @param species Total species records.
    #' @param barcodes Total DNA barcode entries.
    #' @param dataDomains Number of active data modules.
    #' @param updatedAt Time of the last data update.
    #' @param ... Other optional arguments.
    initialize = function(`families`, `species`, `barcodes`, `dataDomains`, `updatedAt`, ...) {
      if (!missing(`families`)) {
        if (!(is.numeric(`families`) && length(`families`) == 1)) {
          stop(paste("Error! Invalid data for `families`. Must be an integer:", `families`))
        }
        self$`families` <- `families`
      }
      if (!missing(`species`)) {
        if (!(is.numeric(`species`) && length(`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", `species`))
        }
        self$`species` <- `species`
      }
      if (!missing(`barcodes`)) {
        if (!(is.numeric(`barcodes`) && length(`barcodes`) == 1)) {
          stop(paste("Error! Invalid data for `barcodes`. Must be an integer:", `barcodes`))
        }
        self$`barcodes` <- `barcodes`
      }
      if (!missing(`dataDomains`)) {
        if (!(is.numeric(`dataDomains`) && length(`dataDomains`) == 1)) {
          stop(paste("Error! Invalid data for `dataDomains`. Must be an integer:", `dataDomains`))
        }
        self$`dataDomains` <- `dataDomains`
      }
      if (!missing(`updatedAt`)) {
        if (!(is.character(`updatedAt`) && length(`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", `updatedAt`))
        }
        self$`updatedAt` <- `updatedAt`
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
    #' @return MetaSummaryData as a base R list.
    #' @examples
    #' # convert array of MetaSummaryData (x) to a data frame
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
    #' Convert MetaSummaryData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      MetaSummaryDataObject <- list()
      if (!is.null(self$`families`)) {
        MetaSummaryDataObject[["families"]] <-
          self$`families`
      }
      if (!is.null(self$`species`)) {
        MetaSummaryDataObject[["species"]] <-
          self$`species`
      }
      if (!is.null(self$`barcodes`)) {
        MetaSummaryDataObject[["barcodes"]] <-
          self$`barcodes`
      }
      if (!is.null(self$`dataDomains`)) {
        MetaSummaryDataObject[["dataDomains"]] <-
          self$`dataDomains`
      }
      if (!is.null(self$`updatedAt`)) {
        MetaSummaryDataObject[["updatedAt"]] <-
          self$`updatedAt`
      }
      return(MetaSummaryDataObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of MetaSummaryData
    #'
    #' @param input_json the JSON input
    #' @return the instance of MetaSummaryData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`families`)) {
        self$`families` <- this_object$`families`
      }
      if (!is.null(this_object$`species`)) {
        self$`species` <- this_object$`species`
      }
      if (!is.null(this_object$`barcodes`)) {
        self$`barcodes` <- this_object$`barcodes`
      }
      if (!is.null(this_object$`dataDomains`)) {
        self$`dataDomains` <- this_object$`dataDomains`
      }
      if (!is.null(this_object$`updatedAt`)) {
        self$`updatedAt` <- this_object$`updatedAt`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return MetaSummaryData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of MetaSummaryData
    #'
    #' @param input_json the JSON input
    #' @return the instance of MetaSummaryData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`families` <- this_object$`families`
      self$`species` <- this_object$`species`
      self$`barcodes` <- this_object$`barcodes`
      self$`dataDomains` <- this_object$`dataDomains`
      self$`updatedAt` <- this_object$`updatedAt`
      self
    },

    #' @description
    #' Validate JSON input with respect to MetaSummaryData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `families`
      if (!is.null(input_json$`families`)) {
        if (!(is.numeric(input_json$`families`) && length(input_json$`families`) == 1)) {
          stop(paste("Error! Invalid data for `families`. Must be an integer:", input_json$`families`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for MetaSummaryData: the required field `families` is missing."))
      }
      # check the required field `species`
      if (!is.null(input_json$`species`)) {
        if (!(is.numeric(input_json$`species`) && length(input_json$`species`) == 1)) {
          stop(paste("Error! Invalid data for `species`. Must be an integer:", input_json$`species`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for MetaSummaryData: the required field `species` is missing."))
      }
      # check the required field `barcodes`
      if (!is.null(input_json$`barcodes`)) {
        if (!(is.numeric(input_json$`barcodes`) && length(input_json$`barcodes`) == 1)) {
          stop(paste("Error! Invalid data for `barcodes`. Must be an integer:", input_json$`barcodes`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for MetaSummaryData: the required field `barcodes` is missing."))
      }
      # check the required field `dataDomains`
      if (!is.null(input_json$`dataDomains`)) {
        if (!(is.numeric(input_json$`dataDomains`) && length(input_json$`dataDomains`) == 1)) {
          stop(paste("Error! Invalid data for `dataDomains`. Must be an integer:", input_json$`dataDomains`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for MetaSummaryData: the required field `dataDomains` is missing."))
      }
      # check the required field `updatedAt`
      if (!is.null(input_json$`updatedAt`)) {
        if (!(is.character(input_json$`updatedAt`) && length(input_json$`updatedAt`) == 1)) {
          stop(paste("Error! Invalid data for `updatedAt`. Must be a string:", input_json$`updatedAt`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for MetaSummaryData: the required field `updatedAt` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of MetaSummaryData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `families` is null
      if (is.null(self$`families`)) {
        return(FALSE)
      }

      if (self$`families` < 0) {
        return(FALSE)
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        return(FALSE)
      }

      if (self$`species` < 0) {
        return(FALSE)
      }

      # check if the required `barcodes` is null
      if (is.null(self$`barcodes`)) {
        return(FALSE)
      }

      if (self$`barcodes` < 0) {
        return(FALSE)
      }

      # check if the required `dataDomains` is null
      if (is.null(self$`dataDomains`)) {
        return(FALSE)
      }

      if (self$`dataDomains` < 0) {
        return(FALSE)
      }

      # check if the required `updatedAt` is null
      if (is.null(self$`updatedAt`)) {
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
      # check if the required `families` is null
      if (is.null(self$`families`)) {
        invalid_fields["families"] <- "Non-nullable required field `families` cannot be null."
      }

      if (self$`families` < 0) {
        invalid_fields["families"] <- "Invalid value for `families`, must be bigger than or equal to 0."
      }

      # check if the required `species` is null
      if (is.null(self$`species`)) {
        invalid_fields["species"] <- "Non-nullable required field `species` cannot be null."
      }

      if (self$`species` < 0) {
        invalid_fields["species"] <- "Invalid value for `species`, must be bigger than or equal to 0."
      }

      # check if the required `barcodes` is null
      if (is.null(self$`barcodes`)) {
        invalid_fields["barcodes"] <- "Non-nullable required field `barcodes` cannot be null."
      }

      if (self$`barcodes` < 0) {
        invalid_fields["barcodes"] <- "Invalid value for `barcodes`, must be bigger than or equal to 0."
      }

      # check if the required `dataDomains` is null
      if (is.null(self$`dataDomains`)) {
        invalid_fields["dataDomains"] <- "Non-nullable required field `dataDomains` cannot be null."
      }

      if (self$`dataDomains` < 0) {
        invalid_fields["dataDomains"] <- "Invalid value for `dataDomains`, must be bigger than or equal to 0."
      }

      # check if the required `updatedAt` is null
      if (is.null(self$`updatedAt`)) {
        invalid_fields["updatedAt"] <- "Non-nullable required field `updatedAt` cannot be null."
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
# MetaSummaryData$unlock()
#
## Below is an example to define the print function
# MetaSummaryData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# MetaSummaryData$lock()

