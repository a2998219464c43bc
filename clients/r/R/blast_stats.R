#' Create a new BlastStats
#'
#' @description
#' BlastStats Class
#'
#' @docType class
#' @title BlastStats
#' @description BlastStats Class
#' @format An \code{R6Class} generator object
#' @field dbNum Number of sequences in the database. integer
#' @field dbLen Total letters in the database. integer
#' @field queryLen  integer
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastStats <- R6::R6Class(
  "BlastStats",
  public = list(
    `dbNum` = NULL,
    `dbLen` = NULL,
    `queryLen` = NULL,

    #' @description
    #' Initialize a new BlastStats class.
    #'
    #' @param dbNum Number of sequences in the database.
    #' @param dbLen Total letters in the database.
    #' @param queryLen queryLen
    #' @param ... Other optional arguments.
    initialize = function(`dbNum`, `dbLen`, `queryLen`, ...) {
      if (!missing(`dbNum`)) {
        if (!(is.numeric(`dbNum`) && length(`dbNum`) == 1)) {
          stop(paste("Error! Invalid data for `dbNum`. Must be an integer:", `dbNum`))
        }
        self$`dbNum` <- `dbNum`
      }
      if (!missing(`dbLen`)) {
        if (!(is.numeric(`dbLen`) && length(`dbLen`) == 1)) {
          stop(paste("Error! Invalid data for `dbLen`. Must be an integer:", `dbLen`))
        }
        self$`dbLen` <- `dbLen`
      }
      if (!missing(`queryLen`)) {
        if (!(is.numeric(`queryLen`) && length(`queryLen`) == 1)) {
          stop(paste("Error! Invalid data for `queryLen`. Must be an integer:", `queryLen`))
        }
        self$`queryLen` <- `queryLen`
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
    #' @return BlastStats as a base R list.
    #' @examples
    #' # convert array of BlastStats (x) to a data frame
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
    #' Convert BlastStats to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastStatsObject <- list()
      if (!is.null(self$`dbNum`)) {
        BlastStatsObject[["dbNum"]] <-
          self$`dbNum`
      }
      if (!is.null(self$`dbLen`)) {
        BlastStatsObject[["dbLen"]] <-
          self$`dbLen`
      }
      if (!is.null(self$`queryLen`)) {
        BlastStatsObject[["queryLen"]] <-
          self$`queryLen`
      }
      return(BlastStatsObject)
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastStats
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastStats
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`dbNum`)) {
        self$`dbNum` <- this_object$`dbNum`
      }
      if (!is.null(this_object$`dbLen`)) {
        self$`dbLen` <- this_object$`dbLen`
      }
      if (!is.null(this_object$`queryLen`)) {
        self$`queryLen` <- this_object$`queryLen`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastStats in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastStats
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastStats
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`dbNum` <- this_object$`dbNum`
      self$`dbLen` <- this_object$`dbLen`
      self$`queryLen` <- this_object$`queryLen`
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastStats and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `dbNum`
      if (!is.null(input_json$`dbNum`)) {
        if (!(is.numeric(input_json$`dbNum`) && length(input_json$`dbNum`) == 1)) {
          stop(paste("Error! Invalid data for `dbNum`. Must be an integer:", input_json$`dbNum`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastStats: the required field `dbNum` is missing."))
      }
      # check the required field `dbLen`
      if (!is.null(input_json$`dbLen`)) {
        if (!(is.numeric(input_json$`dbLen`) && length(input_json$`dbLen`) == 1)) {
          stop(paste("Error! Invalid data for `dbLen`. Must be an integer:", input_json$`dbLen`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastStats: the required field `dbLen` is missing."))
      }
      # check the required field `queryLen`
      if (!is.null(input_json$`queryLen`)) {
        if (!(is.numeric(input_json$`queryLen`) && length(input_json$`queryLen`) == 1)) {
          stop(paste("Error! Invalid data for `queryLen`. Must be an integer:", input_json$`queryLen`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastStats: the required field `queryLen` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastStats
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `dbNum` is null
      if (is.null(self$`dbNum`)) {
        return(FALSE)
      }

      if (self$`dbNum` < 0) {
        return(FALSE)
      }

      # check if the required `dbLen` is null
      if (is.null(self$`dbLen`)) {
        return(FALSE)
      }

      if (self$`dbLen` < 0) {
        return(FALSE)
      }

      # check if the required `queryLen` is null
      if (is.null(self$`queryLen`)) {
        return(FALSE)
      }

      if (self$`queryLen` < 0) {
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
      # check if the required `dbNum` is null
      if (is.null(self$`dbNum`)) {
        invalid_fields["dbNum"] <- "Non-nullable required field `dbNum` cannot be null."
      }

      if (self$`dbNum` < 0) {
        invalid_fields["dbNum"] <- "Invalid value for `dbNum`, must be bigger than or equal to 0."
      }

      # check if the required `dbLen` is null
      if (is.null(self$`dbLen`)) {
        invalid_fields["dbLen"] <- "Non-nullable required field `dbLen` cannot be null."
      }

      if (self$`dbLen` < 0) {
        invalid_fields["dbLen"] <- "Invalid value for `dbLen`, must be bigger than or equal to 0."
      }

      # check if the required `queryLen` is null
      if (is.null(self$`queryLen`)) {
        invalid_fields["queryLen"] <- "Non-nullable required field `queryLen` cannot be null."
      }

      if (self$`queryLen` < 0) {
        invalid_fields["queryLen"] <- "Invalid value for `queryLen`, must be bigger than or equal to 0."
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
# BlastStats$unlock()
#
## Below is an example to define the print function
# BlastStats$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastStats$lock()

