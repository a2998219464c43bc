#' Create a new ToolsData
#'
#' @description
#' ToolsData Class
#'
#' @docType class
#' @title ToolsData
#' @description ToolsData Class
#' @format An \code{R6Class} generator object
#' @field items  list(\link{ToolItem})
#' @field resources  list(\link{Link})
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
ToolsData <- R6::R6Class(
  "ToolsData",
  public = list(
    `items` = NULL,
    `resources` = NULL,

    #' @description
    #' Initialize a new ToolsData class.
    #'
    #' @param items items
    #' @param resources resources
    #' @param ... Other optional arguments.
    initialize = function(`items`, `resources`, ...) {
      if (!missing(`items`)) {
        stopifnot(is.vector(`items`), length(`items`) != 0)
        sapply(`items`, function(x) stopifnot(R6::is.R6(x)))
        self$`items` <- `items`
      }
      if (!missing(`resources`)) {
        stopifnot(is.vector(`resources`), length(`resources`) != 0)
        sapply(`resources`, function(x) stopifnot(R6::is.R6(x)))
        self$`resources` <- `resources`
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
    #' @return ToolsData as a base R list.
    #' @examples
    #' # convert array of ToolsData (x) to a data frame
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
    #' Convert ToolsData to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      ToolsDataObject <- list()
      if (!is.null(self$`items`)) {
        ToolsDataObject[["items"]] <-
          self$extractSimpleType(self$`items`)
      }
      if (!is.null(self$`resources`)) {
        ToolsDataObject[["resources"]] <-
          self$extractSimpleType(self$`resources`)
      }
      return(ToolsDataObject)
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
    #' Deserialize JSON string into an instance of ToolsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of ToolsData
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`items`)) {
        self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[ToolItem]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`resources`)) {
        self$`resources` <- ApiClient$new()$deserializeObj(this_object$`resources`, "array[Link]", loadNamespace("lepidoptera"))
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return ToolsData in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of ToolsData
    #'
    #' @param input_json the JSON input
    #' @return the instance of ToolsData
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`items` <- ApiClient$new()$deserializeObj(this_object$`items`, "array[ToolItem]", loadNamespace("lepidoptera"))
      self$`resources` <- ApiClient$new()$deserializeObj(this_object$`resources`, "array[Link]", loadNamespace("lepidoptera"))
      self
    },

    #' @description
    #' Validate JSON input with respect to ToolsData and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `items`
      if (!is.null(input_json$`items`)) {
        stopifnot(is.vector(input_json$`items`), length(input_json$`items`) != 0)
        tmp <- sapply(input_json$`items`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolsData: the required field `items` is missing."))
      }
      # check the required field `resources`
      if (!is.null(input_json$`resources`)) {
        stopifnot(is.vector(input_json$`resources`), length(input_json$`resources`) != 0)
        tmp <- sapply(input_json$`resources`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for ToolsData: the required field `resources` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of ToolsData
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `items` is null
      if (is.null(self$`items`)) {
        return(FALSE)
      }

      # check if the required `resources` is null
      if (is.null(self$`resources`)) {
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
      # check if the required `items` is null
      if (is.null(self$`items`)) {
        invalid_fields["items"] <- "Non-nullable required field `items` cannot be null."
      }

      # check if the required `resources` is null
      if (is.null(self$`resources`)) {
        invalid_fields["resources"] <- "Non-nullable required field `resources` cannot be null."
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
# ToolsData$unlock()
#
## Below is an example to define the print function
# ToolsData$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# ToolsData$lock()

