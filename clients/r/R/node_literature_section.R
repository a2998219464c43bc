#' Create a new NodeLiteratureSection
#'
#' @description
#' NodeLiteratureSection Class
#'
#' @docType class
#' @title NodeLiteratureSection
#' @description NodeLiteratureSection Class
#' @format An \code{R6Class} generator object
#' @field summary  character
#' @field publications  list(\link{NodePublication})
#' @field graph  \link{LiteratureGraph}
#' @importFrom R6 R6Class
#' @importFrom jsonlite fromJSON toJSON
#' @export
NodeLiteratureSection <- R6::R6Class(
  "NodeLiteratureSection",
  public = list(
    `summary` = NULL,
    `publications` = NULL,
    `graph` = NULL,

    #' @description
    #' Initialize a new NodeLiteratureSection class.
    #'
    #' @param summary summary
    #' @param publications publications
    #' @param graph graph
    #' @param ... Other optional arguments.
    initialize = function(`summary`, `publications`, `graph`, ...) {
      if (!missing(`summary`)) {
        if (!(is.character(`summary`) && length(`summary`) == 1)) {
          stop(paste("Error! Invalid data for `summary`. Must be a string:", `summary`))
        }
        self$`summary` <- `summary`
      }
      if (!missing(`publications`)) {
        stopifnot(is.vector(`publications`), length(`publications`) != 0)
        sapply(`publications`, function(x) stopifnot(R6::is.R6(x)))
        self$`publications` <- `publications`
      }
      if (!missing(`graph`)) {
        stopifnot(R6::is.R6(`graph`))
        self$`graph` <- `graph`
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
    #' @return NodeLiteratureSection as a base R list.
    #' @examples
    #' # convert array of NodeLiteratureSection (x) to a data frame
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
    #' Convert NodeLiteratureSection to a base R type
    #'
    #' @return A base R type, e.g. a list or numeric/character array.
    toSimpleType = function() {
      NodeLiteratureSectionObject <- list()
      if (!is.null(self$`summary`)) {
        NodeLiteratureSectionObject[["summary"]] <-
          self$`summary`
      }
      if (!is.null(self$`publications`)) {
        NodeLiteratureSectionObject[["publications"]] <-
          self$extractSimpleType(self$`publications`)
      }
      if (!is.null(self$`graph`)) {
        NodeLiteratureSectionObject[["graph"]] <-
          self$extractSimpleType(self$`graph`)
      }
      return(NodeLiteratureSectionObject)
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
    #' Deserialize JSON string into an instance of NodeLiteratureSection
    #'
    #' @param input_json the JSON input
    #' @return the instance of NodeLiteratureSection
    fromJSON = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      if (!is.null(this_object$`summary`)) {
        self$`summary` <- this_object$`summary`
      }
      if (!is.null(this_object$`publications`)) {
        self$`publications` <- ApiClient$new()$deserializeObj(this_object$`publications`, "array[NodePublication]", loadNamespace("lepidoptera"))
      }
      if (!is.null(this_object$`graph`)) {
        `graph_object` <- LiteratureGraph$new()
        `graph_object`$fromJSON(jsonlite::toJSON(this_object$`graph`, auto_unbox = TRUE, digits = NA))
        self$`graph` <- `graph_object`
      }
      self
    },

    #' @description
    #' To JSON String
    #' 
    #' @param ... Parameters passed to `jsonlite::toJSON`
    #' @return NodeLiteratureSection in JSON format
    toJSONString = function(...) {
      simple <- self$toSimpleType()
      json <- jsonlite::toJSON(simple, auto_unbox = TRUE, digits = NA, ...)
      return(as.character(jsonlite::minify(json)))
    },

    #' @description
    #' Deserialize JSON string into an instance of NodeLiteratureSection
    #'
    #' @param input_json the JSON input
    #' @return the instance of NodeLiteratureSection
    fromJSONString = function(input_json) {
      this_object <- jsonlite::fromJSON(input_json)
      self$`summary` <- this_object$`summary`
      self$`publications` <- ApiClient$new()$deserializeObj(this_object$`publications`, "array[NodePublication]", loadNamespace("lepidoptera"))
      self$`graph` <- LiteratureGraph$new()$fromJSON(jsonlite::toJSON(this_object$`graph`, auto_unbox = TRUE, digits = NA))
      self
    },

    #' @description
    #' Validate JSON input with respect to NodeLiteratureSection and throw an exception if invalid
    #'
    #' @param input the JSON input
    validateJSON = function(input) {
      input_json <- jsonlite::fromJSON(input)
      # check the required field `summary`
      if (!is.null(input_json$`summary`)) {
        if (!(is.character(input_json$`summary`) && length(input_json$`summary`) == 1)) {
          stop(paste("Error! Invalid data for `summary`. Must be a string:", input_json$`summary`))
        }
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodeLiteratureSection: the required field `summary` is missing."))
      }
      # check the required field `publications`
      if (!is.null(input_json$`publications`)) {
        stopifnot(is.vector(input_json$`publications`), length(input_json$`publications`) != 0)
        tmp <- sapply(input_json$`publications`, function(x) stopifnot(R6::is.R6(x)))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodeLiteratureSection: the required field `publications` is missing."))
      }
      # check the required field `graph`
      if (!is.null(input_json$`graph`)) {
        stopifnot(R6::is.R6(input_json$`graph`))
      } else {
        stop(paste("The JSON input `", input, "` is invalid for NodeLiteratureSection: the required field `graph` is missing."))
      }
    },

    #' @description
    #' To string (JSON format)
    #'
    #' @return String representation of NodeLiteratureSection
    toString = function() {
      self$toJSONString()
    },

    #' @description
    #' Return true if the values in all fields are valid.
    #'
    #' @return true if the values in all fields are valid.
    isValid = function() {
      # check if the required `summary` is null
      if (is.null(self$`summary`)) {
        return(FALSE)
      }

      # check if the required `publications` is null
      if (is.null(self$`publications`)) {
        return(FALSE)
      }

      # check if the required `graph` is null
      if (is.null(self$`graph`)) {
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
      # check if the required `summary` is null
      if (is.null(self$`summary`)) {
        invalid_fields["summary"] <- "Non-nullable required field `summary` cannot be null."
      }

      # check if the required `publications` is null
      if (is.null(self$`publications`)) {
        invalid_fields["publications"] <- "Non-nullable required field `publications` cannot be null."
      }

      # check if the required `graph` is null
      if (is.null(self$`graph`)) {
        invalid_fields["graph"] <- "Non-nullable required field `graph` cannot be null."
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
# NodeLiteratureSection$unlock()
#
## Below is an example to define the print function
# NodeLiteratureSection$set("public", "print", function(...) {
#   print(jsonlite::prettify(self$toJSONString()))
#   invisible(self)
# })
## Uncomment below to lock the class to prevent modifications to the method or field
# NodeLiteratureSection$lock()

