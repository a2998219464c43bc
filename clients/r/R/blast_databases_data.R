#' Create a new BlastDatabasesData
#'
#' @description
#' BlastDatabasesData Class
#'
#' @docType class
#' @title BlastDatabasesData
#' @description BlastDatabasesData Class
#' @format An \code{R6Class} generator object
#' @field databases  list(\link{BlastDatabase})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
BlastDatabasesData <- R6::R6Class(
  "BlastDatabasesData",
  public = list(
    `databases` = NULL,

    #' @description
    #' Initialize a new BlastDatabasesData class.
    #'
    #' @param databases databases
    #' @param ... Other optional arguments.
    initialize = function(`databases`, ...) {
      if (!missing(`databases`)) {
        stopifnot(is.vector(`databases`), length(`databases`) != 0)
        sapply(`databases`, function(x) stopifnot(R6::is.R6(x)))
        self$`databases` <- `databases`
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
    #' @return BlastDatabasesData as a base R list.
    #' @examples
    #' # convert array of BlastDatabasesData (x) to a data frame
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
    #' Convert BlastDatabasesData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      BlastDatabasesDataObject <- list()
      if (!is.null(self$`databases`)) {
        BlastDatabasesDataObject[["databases"]] <-
          self$extractSimpleType(self$`databases`)
      }
      return(BlastDatabasesDataObject)
    },

    extractSimpleType = function(x) {
      if (R6::is.R6(x)) {
        return(x$toSimpleType())
      } else if (!self$hasNestedR6(x)) {
        return(x)
      }
      lapply(x, self$extractSimpleType)
    },

    hasNestedR6 = function(x) {
      if (R6::is.R6(x)) {
        return(TRUE)
      }
      if (is.list(x)) {
        for (item in x) {
          if (self$hasNestedR6(item)) {
            return(TRUE)
          }
        }
      }
      FALSE
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastDatabasesData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastDatabasesData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`databases`)) {
        self$`databases` <- ApiClient$new()$deserializeObj(this_object$`databases`, "array[BlastDatabase]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return BlastDatabasesData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of BlastDatabasesData
    #'
    #' @param input_json the JSON input
    #' @return the instance of BlastDatabasesData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`databases` <- ApiClient$new()$deserializeObj(this_object$`databases`, "array[BlastDatabase]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to BlastDatabasesData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `databases`
      if (!is.null(input_json$`databases`)) {
        stopifnot(is.vector(input_json$`databases`), length(input_json$`databases`) != 0)
        tmp <- sapply(input_json$`databases`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for BlastDatabasesData: the required field `databases` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of BlastDatabasesData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `databases` is null
      if (is.null(self$`databases`)) {
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
      # check if the required `databases` is null
      if (is.null(self$`databases`)) {
        invalid_fields["databases"] <- "Non-nullable required field `databases` cannot be null."
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
# BlastDatabasesData$unlock()
#
## Below is an example to define the print function
# BlastDatabasesData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# BlastDatabasesData$lock()

