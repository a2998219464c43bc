#' Create a new NicheOptions
#'
#' @description
#' NicheOptions Class
#'
#' @docType class
#' @title NicheOptions
#' @description NicheOptions Class
#' @format An \code{R6Class} generator object
#' @field variableSelection  \link{VariableSelection} [optional]
#' @field independence NBSI `independence` switch; true reports CI.unc, false CI.cor. character [optional]
#' @field environmentSource Id of an environment source from `/niche-barcoding/schemas`. character [optional]
#' @field seed  integer [optional]
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NicheOptions <- R6::R6Class(
  "NicheOptions",
  public = list(
    `variableSelection` = NULL,
    `independence` = NULL,
    `environmentSource` = NULL,
    `seed` = NULL,

    #' @description
    #' Initialize a new NicheOptions class.
    #'
    #' @param variableSelection variableSelection
    #' @param independence NBSI `independence` switch; true reports CI.unc, false CI.cor.
    #' @param environmentSource Id of an environment source from `/niche-barcoding/schemas`.
    #' @param seed seed
    #' @param ... Other optional arguments.
    initialize = function(`variableSelection` = NULL, `independence` = NULL, `environmentSource` = NULL, `seed` = NULL, ...) {
      if (!is.null(`variableSelection`)) {
        if (!(`variableSelection` %in% c())) {
          stop(paste("Error! \"", `variableSelection`, "\" cannot be assigned to `variableSelection`. Must be .", sep = ""))
        }
        stopifnot(R6::is.R6(`variableSelection`))
        self$`variableSelection` <- `variableSelection`
      }
      if (!is.null(`independence`)) {
        if (!(is.logical(`independence`) && length(`independence`) == 1)) {
          stop(paste("Error! Invalid data for `independence`. Must be a boolean:", `independence`))
        }
        self$`independence` <- `independence`
      }
      if (!is.null(`environmentSource`)) {
        if (!(is.character(`environmentSource`) && length(`environmentSource`) == 1)) {
          stop(paste("Error! Invalid data for `environmentSource`. Must be a string:", `environmentSource`))
        }
        self$`environmentSource` <- `environmentSource`
      }
      if (!is.null(`seed`)) {
        if (!(is.numeric(`seed`) && length(`seed`) == 1)) {
          stop(paste("Error! Invalid data for `seed`. Must be an integer:", `seed`))
        }
        self$`seed` <- `seed`
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
    #' @return NicheOptions as a base R list.
    #' @examples
    #' # convert array of NicheOptions (x) to a data frame
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
    #' Convert NicheOptions to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NicheOptionsObject <- list()
      if (!is.null(self$`variableSelection`)) {
        NicheOptionsObject[["variableSelection"]] <-
          self$extractSimpleType(self$`variableSelection`)
      }
      if (!is.null(self$`independence`)) {
        NicheOptionsObject[["independence"]] <-
          self$`independence`
      }
      if (!is.null(self$`environmentSource`)) {
        NicheOptionsObject[["environmentSource"]] <-
          self$`environmentSource`
      }
      if (!is.null(self$`seed`)) {
        NicheOptionsObject[["seed"]] <-
          self$`seed`
      }
      return(NicheOptionsObject)
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
    #' Deserialize JSON string into an instance of NicheOptions
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptions
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`variableSelection`)) {
        `variableselection_object` <- VariableSelection$new()
        `variableselection_object`$fromJSON(jsonlite::toJSON(this_object$`variableSelection`, auto_unbox = TRUE, digits = NA))
        self$`variableSelection` <- `variableselection_object`
      }
      if (!is.null(this_object$`independence`)) {
        self$`independence` <- this_object$`independence`
      }
      if (!is.null(this_object$`environmentSource`)) {
        self$`environmentSource` <- this_object$`environmentSource`
      }
      if (!is.null(this_object$`seed`)) {
        self$`seed` <- this_object$`seed`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NicheOptions in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NicheOptions
    #'
    #' @param input_json the JSON input
    #' @return the instance of NicheOptions
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`variableSelection` <- VariableSelection$new()$fromJSON(jsonlite::toJSON(this_object$`variableSelection`, auto_unbox = TRUE, digits = NA))
      self$`independence` <- this_object$`independence`
      self$`environmentSource` <- this_object$`environmentSource`
      self$`seed` <- this_object$`seed`
      self
    },

    #' @description
    #' Validate JSON input with respect to NicheOptions and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NicheOptions
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      if (self$`seed` > 2147483647) {
        return(FALSE)
      }
      if (self$`seed` < 0) {
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
      if (self$`seed` > 2147483647) {
        invalid_fields["seed"] <- "Invalid value for `seed`, must be smaller than or equal to 2147483647."
      }
      if (self$`seed` < 0) {
        invalid_fields["seed"] <- "Invalid value for `seed`, must be bigger than or equal to 0."
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
# NicheOptions$unlock()
#
## Below is an example to define the print function
# NicheOptions$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NicheOptions$lock()

